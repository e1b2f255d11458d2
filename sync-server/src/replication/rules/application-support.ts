/** The shared pieces application rules lean on: write schemas, the pipeline rule and the match scorer. */
import { z } from 'zod';
import { applicationStatusSchema, type ApplicationStatus } from '@shared/schemas/application.ts';
import { idSchema } from '@shared/schemas/common.ts';

export const applicationWriteSchemas = {
  apply: z.object({ jobId: idSchema, coverLetter: z.string().max(10000).default('') }),
  review: z.object({ status: applicationStatusSchema.optional(), notes: z.string().max(5000).optional() }),
};

/** Null when the employer may move an application from one status to another, else why not. */
export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): string | null {
  if (to === 'pending' && from !== 'pending') return 'An application cannot go back to Pending Review.';
  return null;
}

/** The match score stored with a new application. */
export function scoreApplication(_candidate: Record<string, unknown>, _job: Record<string, unknown>): number | undefined {
  return undefined;
}
