/** The shared pieces application rules lean on: the request schemas, the pipeline rule and the match scorer. */
import { applicationStatusUpdateSchema, applyFormSchema } from '@shared/schemas/application-forms.ts';
import { getStatusChangeRefusal } from '@shared/rules/application-status.ts';
import type { ApplicationStatus } from '@shared/schemas/application.ts';
import { scoreCandidateAgainstJobs } from '../scoring-bridge.ts';

export const applicationWriteSchemas = {
  apply: applyFormSchema,
  // Notes may change without a status change, so the status is optional here (the rules drop an unchanged one).
  review: applicationStatusUpdateSchema.partial(),
};

/** Null when the employer may move an application from one status to another, else why not. */
export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): string | null {
  return getStatusChangeRefusal(from, to);
}

/** The match score stored with a new application, by the same scorer the device shows. */
export function scoreApplication(candidate: Record<string, unknown>, job: Record<string, unknown>): number {
  return scoreCandidateAgainstJobs(candidate, [job])[0]!;
}
