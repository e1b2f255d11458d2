/**
 * The demo marketplace as a plan: who signs up, what they write and when. Generators build it without touching
 * the database; the writer then replays it through the same rules devices go through.
 */
import type { ApplicationStatus } from '@shared/schemas/application.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Employer } from '@shared/schemas/employer.ts';
import type { InterviewStatus } from '@shared/schemas/interview.ts';
import type { Job } from '@shared/schemas/job.ts';
import type { City } from './places.ts';
import type { DemoRole } from './roles.ts';

/** A user to create. */
export interface SeedUser {
  email: string;
  userType: 'candidate' | 'employer';
  firstName: string;
  lastName: string;
  joinedAt: Date;
}

/** The company profile fields an employer writes. */
export type CompanyProfile = Pick<Employer, 'id' | 'companyName' | 'industry' | 'companySize' | 'location' | 'description'> &
  Partial<Pick<Employer, 'website' | 'contactName' | 'contactEmail' | 'contactPhone' | 'linkedinUrl'>>;

/** The job fields an employer writes. */
export type JobPosting = Pick<
  Job,
  | 'id' | 'title' | 'description' | 'location' | 'isActive' | 'skills' | 'requiredExperience' | 'remoteOk'
  | 'visaSponsorship' | 'jobType'
> &
  Partial<Pick<Job, 'employmentType' | 'salaryMin' | 'salaryMax' | 'applicationDeadline' | 'teamSize' | 'growthStage'>>;

/** The candidate profile fields a candidate writes. */
export type CandidateProfile = Omit<
  Candidate,
  | 'userId' | 'isIdVerified' | 'isCompanyEmailVerified' | 'isReferenceVerified' | 'isEmailVerified' | 'vouchCount'
  | 'lastActive' | 'createdAt' | 'updatedAt'
>;

export interface CompanyPlan {
  user: SeedUser;
  profile: CompanyProfile;
  profileAt: Date;
  city: City;
  /** The line job ads introduce the company with. */
  about: string;
  isDemo: boolean;
}

export interface JobPlan {
  company: CompanyPlan;
  posting: JobPosting;
  role: DemoRole;
  postedAt: Date;
  /** When the employer closes it (makes it inactive), if it does. */
  closedAt?: Date;
}

export interface CandidatePlan {
  user: SeedUser;
  profile: CandidateProfile;
  profileAt: Date;
  role: DemoRole;
  isDemo: boolean;
}

/** One move of an application through the pipeline, by its employer. */
export interface StatusStep {
  status: ApplicationStatus;
  at: Date;
  notes?: string;
}

export interface InterviewPlan {
  id: string;
  /** When the employer schedules it. */
  at: Date;
  scheduledFor: Date;
  durationMinutes: number;
  status: InterviewStatus;
  notes?: string;
}

export interface ApplicationPlan {
  id: string;
  job: JobPlan;
  candidate: CandidatePlan;
  appliedAt: Date;
  coverLetter: string;
  steps: StatusStep[];
  interview?: InterviewPlan;
}

export interface MessagePlan {
  id: string;
  fromCandidate: boolean;
  content: string;
  at: Date;
}

export interface ConversationPlan {
  id: string;
  application: ApplicationPlan;
  openedByCandidate: boolean;
  openedAt: Date;
  messages: MessagePlan[];
}

/** The whole demo marketplace. */
export interface MarketplacePlan {
  companies: CompanyPlan[];
  jobs: JobPlan[];
  candidates: CandidatePlan[];
  applications: ApplicationPlan[];
  conversations: ConversationPlan[];
}
