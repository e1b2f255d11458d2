/**
 * Which fields of each replicated document a device may write, by role. Everything else (ids of others,
 * timestamps, status history, counters, verification flags) is the server's: it ignores a device's value.
 * The server takes only these fields from a push; the device's conflict merge keeps only these of its own.
 */
import type { CollectionName } from '../schemas/collections.ts';
import type { UserType } from '../schemas/common.ts';

type FieldsByRole = Partial<Record<UserType, readonly string[]>>;

/** Client-writable fields per collection and role; a role missing from a collection may not write it. */
export const WRITABLE_FIELDS: Record<CollectionName, FieldsByRole> = {
  accounts: {
    candidate: ['firstName', 'lastName', 'notificationPrefs'],
    employer: ['firstName', 'lastName', 'notificationPrefs'],
  },
  employers: {
    employer: [
      'companyName', 'industry', 'companySize', 'location', 'website', 'description', 'logoUrl',
      'contactName', 'contactEmail', 'contactPhone', 'linkedinUrl',
    ],
  },
  jobs: {
    employer: [
      'title', 'description', 'location', 'isActive', 'skills', 'requiredExperience', 'remoteOk',
      'visaSponsorship', 'jobType', 'employmentType', 'salaryMin', 'salaryMax', 'applicationDeadline',
      'teamSize', 'growthStage',
    ],
  },
  candidates: {
    candidate: [
      'firstName', 'lastName', 'email', 'phone', 'title', 'bio', 'location', 'skills', 'experience',
      'education', 'certifications', 'achievements', 'resumeUrl', 'profilePhoto', 'videoIntroUrl',
      'linkedinUrl', 'githubUrl', 'portfolioUrl', 'workAuthorizationStatus', 'visaStatus',
      'salaryExpectation', 'yearsExperience', 'interviewAvailability', 'isOpenToEmployers',
    ],
  },
  applications: {
    candidate: ['jobId', 'coverLetter'],
    employer: ['status', 'notes'],
  },
  conversations: {
    candidate: ['kind', 'participantUserIds', 'readAt'],
    employer: ['kind', 'participantUserIds', 'readAt'],
  },
  messages: {
    candidate: ['conversationId', 'content'],
    employer: ['conversationId', 'content'],
  },
  interviews: {
    employer: [
      'jobId', 'candidateId', 'applicationId', 'scheduledDateTime', 'durationMinutes', 'interviewNotes', 'status',
    ],
  },
  notifications: { candidate: ['read'], employer: ['read'] },
  files: {},
  verifications: {},
  savedJobs: { candidate: ['jobId'] },
};

/** The fields `role` may write in `collection` (empty when it may write none). */
export function writableFields(collection: CollectionName, role: UserType): readonly string[] {
  return WRITABLE_FIELDS[collection][role] ?? [];
}
