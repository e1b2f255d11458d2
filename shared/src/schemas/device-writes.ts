/**
 * What a device may write: for each replicated collection and role, the zod schema the server validates that
 * role's document with. The schema's keys ARE the fields the role may write (`writableFields` reads them), so
 * the list of fields and the rules for their values are one definition, built from the entity schemas and the
 * forms' own schemas; device-writes.test.ts checks every key is a field of the collection's entity. Everything
 * else (ids of others, timestamps, status history, counters, verification flags) is the server's.
 */
import { z } from 'zod';
import { DEFAULT_INTERVIEW_MINUTES } from '../catalog.ts';
import type { UserType } from './common.ts';
import { accountSchema } from './account.ts';
import { applicationStatusUpdateSchema, applyFormSchema } from './application-forms.ts';
import { applicationTagListSchema } from './company-tags.ts';
import { candidateProfileFormSchema as candidateForm } from './candidate-profile-form.ts';
import { candidateSchema, certificationSchema, educationSchema, workExperienceSchema } from './candidate.ts';
import type { CollectionName } from './collections.ts';
import { companyProfileFormSchema as companyForm } from './company-profile-form.ts';
import { employerSchema } from './employer.ts';
import { interviewReplySchema, interviewSchema } from './interview.ts';
import { jobPostingFieldsSchema, jobPostingFormSchema as jobForm } from './job-posting-form.ts';
import { jobSchema } from './job.ts';
import { sendMessageRequestSchema } from './message-form.ts';
import { conversationSchema } from './messaging.ts';
import { notificationSchema } from './notification.ts';
import { savedJobSchema } from './saved-job.ts';

type Shape = Record<string, z.ZodType>;

/**
 * A form's fields, optional where the entity's are: a device may leave out what it never showed, while any
 * value it does send keeps the form's rules.
 */
function asDocument<S extends Shape>(form: S, entity: z.ZodObject): S {
  const entityShape = entity.shape as Shape;
  return Object.fromEntries(
    Object.entries(form).map(([key, field]) => [key, entityShape[key]?.safeParse(undefined).success ? field.optional() : field]),
  ) as S;
}

/** A company profile as an employer's device writes it: the company profile form, as a document. */
export const companyProfileWriteSchema = z.object(asDocument(companyForm.shape, employerSchema));

/** A job as its employer's device writes it: the posting form plus whether it is open and its deadline. */
export const jobPostingWriteSchema = z
  .object({
    ...asDocument(jobPostingFieldsSchema.shape, jobSchema),
    isActive: jobSchema.shape.isActive.default(true),
    applicationDeadline: jobSchema.shape.applicationDeadline,
  })
  .superRefine((value, ctx) => {
    // The form's cross-field rules (salary order), applied to the document.
    const parsed = jobForm.safeParse(value);
    if (!parsed.success) for (const issue of parsed.error.issues) if (issue.code === 'custom') ctx.addIssue({ ...issue, code: 'custom' });
  });

/** A candidate profile: the profile form plus the lists edited on the other tabs and the profile settings. */
export const candidateProfileWriteSchema = z.object({
  ...asDocument(candidateForm.shape, candidateSchema),
  skills: candidateSchema.shape.skills.default([]),
  experience: z.array(workExperienceSchema).max(50).default([]),
  education: z.array(educationSchema).max(20).default([]),
  certifications: z.array(certificationSchema).max(50).default([]),
  achievements: candidateSchema.shape.achievements.default([]),
  // resumeUrl, profilePhoto and videoIntroUrl are the server's: they point at the latest upload (routes/files.ts).
  ...candidateSchema.pick({ visaStatus: true }).shape,
  isOpenToEmployers: candidateSchema.shape.isOpenToEmployers.default(true),
});

/** An account owner's edit: names, notification preferences, time zone and (candidates) saved searches, any of them. */
export const accountEditSchema = accountSchema
  .pick({ firstName: true, lastName: true, notificationPrefs: true, savedSearches: true, timeZone: true })
  .partial();

/** Opening a direct conversation: exactly the two participants' user ids (the server fills in the rest). */
export const openConversationSchema = conversationSchema
  .pick({ kind: true, participantUserIds: true })
  .extend({ kind: z.literal('direct'), participantUserIds: z.array(conversationSchema.shape.participantUserIds.element).length(2) });

/**
 * Opening a support chat: the user alone is the participant (agents answer as the support team and read through
 * their role, not as participants); the server sets the status, the participants list and the user's e-mail.
 */
export const openSupportConversationSchema = conversationSchema
  .pick({ kind: true, participantUserIds: true })
  .extend({ kind: z.literal('support'), participantUserIds: z.array(conversationSchema.shape.participantUserIds.element).length(1) });

/** Marking a conversation read: the device's read markers (the server keeps only the writer's own). */
export const markConversationReadSchema = conversationSchema.pick({ readAt: true });

/** A support chat's user or an agent: read markers, and 'closed' for 'Mark as Resolved'. */
export const supportConversationUpdateSchema = conversationSchema.pick({ readAt: true, supportStatus: true });

/** An employer scheduling, rescheduling, completing or cancelling an interview. */
export const interviewWriteSchema = interviewSchema
  .pick({ jobId: true, candidateId: true, applicationId: true, interviewerId: true, scheduledDateTime: true, interviewNotes: true, offeredSlots: true, offerExpiresAt: true })
  .extend({
    durationMinutes: interviewSchema.shape.durationMinutes.default(DEFAULT_INTERVIEW_MINUTES),
    status: interviewSchema.shape.status.default('scheduled'),
  });

/**
 * Every interview field an employer's device writes: the schedule, and their own scorecard (issue 49), which the
 * server takes from the pushed list (author and time its own) and validates with the scorecard's form schema.
 */
const interviewEmployerWrite = interviewWriteSchema.extend({ scorecards: interviewSchema.shape.scorecards });

/** A candidate picking one of the offered times (issue 51). */
export const interviewPickSchema = z.object({ pickedSlot: interviewSchema.shape.pickedSlot.unwrap() });

/** A candidate asking for another time or declining (issue 51); the server stamps `at`. */
export const interviewReplyWriteSchema = z.object({ candidateReply: interviewReplySchema.omit({ at: true }) });

/** Every interview field a candidate's device writes: a pick, or a reply. */
const interviewCandidateWrite = z.object({ pickedSlot: interviewPickSchema.shape.pickedSlot.optional(), candidateReply: interviewReplySchema.optional() });

/**
 * Every conversation field a device may write: the opening fields of either kind, its read marker, and a support
 * chat's status ('Mark as Resolved' writes 'closed'; the server allows no other change of it).
 */
const conversationWrite = conversationSchema.pick({ kind: true, participantUserIds: true, readAt: true, supportStatus: true });
const notificationWrite = notificationSchema.pick({ read: true });

/** Per collection and role, what that role's device may write; a role missing from a collection writes none of it. */
export const writableBy = {
  accounts: { candidate: accountEditSchema, employer: accountEditSchema },
  employers: { employer: companyProfileWriteSchema },
  jobs: { employer: jobPostingWriteSchema },
  candidates: { candidate: candidateProfileWriteSchema },
  applications: { candidate: applyFormSchema, employer: applicationStatusUpdateSchema.partial().extend({ tags: applicationTagListSchema.optional() }) },
  conversations: { candidate: conversationWrite, employer: conversationWrite },
  messages: { candidate: sendMessageRequestSchema, employer: sendMessageRequestSchema },
  interviews: { employer: interviewEmployerWrite, candidate: interviewCandidateWrite },
  notifications: { candidate: notificationWrite, employer: notificationWrite },
  files: {},
  verifications: {},
  savedJobs: { candidate: savedJobSchema.pick({ jobId: true }) },
} satisfies Record<CollectionName, Partial<Record<UserType, z.ZodObject>>>;
