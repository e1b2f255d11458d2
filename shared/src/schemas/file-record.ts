/** An uploaded file's record (spec section 3). The bytes live in file storage, never in the replicated data. */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';

/** File categories of the upload screen (spec section 5). */
export const FILE_CATEGORIES = ['resume', 'photo', 'portfolio', 'certificate', 'video'] as const;
/** A file category. */
export const fileCategorySchema = z.enum(FILE_CATEGORIES);
export type FileCategory = z.infer<typeof fileCategorySchema>;

/** The file record document. */
export const fileRecordSchema = z.object({
  id: idSchema,
  userId: idSchema,
  fileName: z.string().max(255),
  fileType: z.string().max(100),
  fileSize: z.number().int().min(0),
  uploadDate: isoDateTimeSchema,
  category: fileCategorySchema,
  url: z.string().max(1000),
  updatedAt: isoDateTimeSchema,
});
export type FileRecord = z.infer<typeof fileRecordSchema>;
