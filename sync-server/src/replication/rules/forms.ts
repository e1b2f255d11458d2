/** The shared schemas each collection's writes are validated with (the same ones the PWA's forms use). */
import { candidateSchema } from '@shared/schemas/candidate.ts';
import { employerSchema } from '@shared/schemas/employer.ts';
import { jobSchema } from '@shared/schemas/job.ts';

export const companyProfileFormSchema = employerSchema.pick({
  companyName: true, industry: true, companySize: true, location: true, website: true, description: true,
  logoUrl: true, contactName: true, contactEmail: true, contactPhone: true, linkedinUrl: true,
});
export const jobPostingFormSchema = jobSchema.pick({
  title: true, description: true, location: true, isActive: true, skills: true, requiredExperience: true,
  remoteOk: true, visaSponsorship: true, jobType: true, employmentType: true, salaryMin: true, salaryMax: true,
  applicationDeadline: true, teamSize: true, growthStage: true,
});
export const candidateProfileFormSchema = candidateSchema.pick({
  firstName: true, lastName: true, email: true, phone: true, title: true, bio: true, location: true, skills: true,
  experience: true, education: true, certifications: true, achievements: true, resumeUrl: true, profilePhoto: true,
  videoIntroUrl: true, linkedinUrl: true, githubUrl: true, portfolioUrl: true, workAuthorizationStatus: true,
  visaStatus: true, salaryExpectation: true, yearsExperience: true, interviewAvailability: true, isOpenToEmployers: true,
});
