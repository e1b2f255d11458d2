/**
 * The candidate profile (spec section 3) with its experience, education and certifications embedded, so one
 * document carries everything the match scorer and the profile screen need. Contact fields (email, phone,
 * resumeUrl) reach an employer only once the candidate applied to it or replied to it (decisions.md, Privacy).
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema, visaStatusSchema, workAuthorizationStatusSchema } from './common.ts';
import { fileLinkSchema, webLinkSchema } from './web-link.ts';

/** A month as `YYYY-MM`, as the experience form's month input gives it. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** One work-experience entry. */
export const workExperienceSchema = z.object({
  id: idSchema,
  companyName: z.string().max(200),
  position: z.string().max(200),
  startDate: monthSchema,
  endDate: monthSchema.optional(),
  isCurrent: z.boolean(),
  description: z.string().max(5000),
  location: z.string().max(200),
  industry: z.string().max(100).optional(),
  companySize: z.string().max(20).optional(),
  skills: z.array(z.string().max(80)).max(50),
  achievements: z.array(z.string().max(500)).max(20),
});
export type WorkExperience = z.infer<typeof workExperienceSchema>;

/** One education entry. */
export const educationSchema = z.object({
  id: idSchema,
  institutionName: z.string().max(200),
  degree: z.string().max(200),
  fieldOfStudy: z.string().max(200),
  startDate: monthSchema,
  endDate: monthSchema.optional(),
  isOngoing: z.boolean(),
  grade: z.string().max(50).optional(),
  location: z.string().max(200),
  activities: z.string().max(2000).optional(),
  description: z.string().max(5000).optional(),
});
export type Education = z.infer<typeof educationSchema>;

/** One certification. */
export const certificationSchema = z.object({
  id: idSchema,
  name: z.string().max(200),
  issuer: z.string().max(200),
  issueDate: monthSchema,
  expiryDate: monthSchema.optional(),
  credentialUrl: webLinkSchema(500).optional(),
});
export type Certification = z.infer<typeof certificationSchema>;

/** The candidate document. */
export const candidateSchema = z.object({
  id: idSchema,
  userId: idSchema,
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  /** Absent in an employer's copy until the candidate applied to or replied to that employer. */
  email: z.string().max(254).optional(),
  phone: z.string().max(32).optional(),
  title: z.string().max(200),
  bio: z.string().max(5000),
  location: z.string().max(200),
  skills: z.array(z.string().max(80)).max(100),
  experience: z.array(workExperienceSchema).max(50),
  education: z.array(educationSchema).max(20),
  certifications: z.array(certificationSchema).max(50),
  achievements: z.array(z.string().max(500)).max(50),
  resumeUrl: fileLinkSchema(1000).optional(),
  profilePhoto: fileLinkSchema(1000).optional(),
  videoIntroUrl: fileLinkSchema(1000).optional(),
  linkedinUrl: webLinkSchema(500).optional(),
  githubUrl: webLinkSchema(500).optional(),
  portfolioUrl: webLinkSchema(500).optional(),
  workAuthorizationStatus: workAuthorizationStatusSchema,
  visaStatus: visaStatusSchema.optional(),
  salaryExpectation: z.number().min(0).optional(),
  yearsExperience: z.number().int().min(0).max(70).optional(),
  interviewAvailability: z.string().max(500).optional(),
  /** Whether employers may find this profile in talent search. */
  isOpenToEmployers: z.boolean(),
  /** Verification flags: set by the server from verification results, never by the device. */
  isIdVerified: z.boolean(),
  isCompanyEmailVerified: z.boolean(),
  isReferenceVerified: z.boolean(),
  isEmailVerified: z.boolean(),
  vouchCount: z.number().int().min(0),
  /**
   * Set by the server, never stored: this copy is the summary a free employer holds before opening the full
   * profile (decisions.md, 10 full profiles a month). Its experience and education entries keep only their
   * dates, so match scores and years stay right; every other detail is blank and must not be shown as if real.
   */
  isSummary: z.literal(true).optional(),
  lastActive: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Candidate = z.infer<typeof candidateSchema>;
