/**
 * The fields of the API's multipart/form-data uploads, in the order the server reads them (fields before the
 * file: it decides from them before a byte of the file is stored). The routes stream the bodies themselves; these
 * schemas are what the OpenAPI document shows for them.
 */
import { z } from 'zod';
import { idSchema } from './common.ts';
import { fileCategorySchema } from './file-record.ts';
import { idVerificationFieldsSchema } from './verification-forms.ts';

/** The bytes of a file part. */
const filePart = z.file();

/** POST /api/files/upload */
export const fileUploadFormSchema = z.object({ category: fileCategorySchema, uploadId: idSchema.optional(), file: filePart });

/** POST /api/verification/id */
export const idDocumentFormSchema = idVerificationFieldsSchema.extend({ document: filePart });
