/** A job a candidate saved ('Save Job'); id is `${userId}:${jobId}` so two devices saving it converge. */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';

/** The saved-job document. */
export const savedJobSchema = z.object({
  id: idSchema,
  userId: idSchema,
  jobId: idSchema,
  savedAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type SavedJob = z.infer<typeof savedJobSchema>;
