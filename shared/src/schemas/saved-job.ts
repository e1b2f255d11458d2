/** A job a candidate saved ('Save Job'); id is `${userId}:${jobId}` so two devices saving it converge. */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';

/** A saved job's id: the user id and the job id joined by ':' (two UUIDs make 73 characters). */
export const savedJobIdSchema = z.string().min(3).max(129);

/** The saved-job document. */
export const savedJobSchema = z.object({
  id: savedJobIdSchema,
  userId: idSchema,
  jobId: idSchema,
  savedAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type SavedJob = z.infer<typeof savedJobSchema>;
