/**
 * POST /api/verification/id: the signed-in user's government ID (spec section 7: multipart documentType,
 * firstName, lastName, dateOfBirth, then `document`). Everything is refused before a byte of the document is
 * stored when the fields, the age (18) or the check's state say no; the document itself is refused mid-stream
 * past 5 MB, or when its bytes are not a JPEG, PNG, WEBP, HEIC or PDF. The user is the session's; a `userId`
 * part is ignored. Candidates and employers alike may submit: the check is the user's, and only a candidate
 * profile carries the `isIdVerified` flag a decision sets.
 */
import { Hono } from 'hono';
import { ID_DOCUMENT_MAX_BYTES } from '@shared/catalog.ts';
import { FILE_ERROR_MESSAGES, VALIDATION_MESSAGES as M, VERIFICATION_ERROR_MESSAGES } from '@shared/messages.ts';
import { checkMinimumAge } from '@shared/rules/minimum-age.ts';
import { findUnstorableText } from '@shared/schemas/storable-text.ts';
import { idVerificationFieldsSchema } from '@shared/schemas/verification-forms.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { readMultipartUpload, UploadError } from '../../files/multipart-upload.ts';
import { httpError } from '../../http-error.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { describeRoute } from '../../openapi/route-docs.ts';
import { IdAlreadyVerifiedError, submitIdDocument } from '../../verification/id-documents.ts';
import { readCheck } from '../../verification/checks.ts';
import { verificationSchema } from '@shared/schemas/verification.ts';
import { idDocumentFormSchema } from '@shared/schemas/multipart-forms.ts';

/** The types an ID document may be, as its bytes say (file-type's names). */
export const ID_DOCUMENT_CONTENT_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'];

const alreadyVerified = () => httpError(409, 'already_verified', VERIFICATION_ERROR_MESSAGES.idAlreadyVerified);

/** The reader's refusals, in the ID form's own words. */
function answerUploadError(err: UploadError): never {
  switch (err.code) {
    case 'too_large':
      return httpError(413, 'file_too_large', M.idFileTooLarge);
    case 'missing_file':
      return httpError(400, 'invalid', M.idRequiredFields);
    case 'not_multipart':
      return httpError(415, 'unsupported_media_type', FILE_ERROR_MESSAGES.notMultipart);
    default:
      return httpError(400, 'invalid', FILE_ERROR_MESSAGES.unreadable);
  }
}

export function idDocumentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().post(
    '/id',
    describeRoute({
      summary: 'Submit a government ID (multipart: documentType, firstName, lastName, dateOfBirth, then document); the check becomes pending',
      tag: 'Verification', response: verificationSchema, multipart: idDocumentFormSchema,
      answers: {
        200: 'The pending check (the verification document, without the file)',
        400: 'A field is missing or invalid (`invalid`), or the user is under 18 (`under_minimum_age`)',
        409: 'The ID is verified already: `already_verified`',
        413: 'The document is over 5 MB: `file_too_large`',
        415: 'The document is not a JPEG, PNG, WEBP, HEIC or PDF by its bytes: `unsupported_file_type`',
      },
    }),
    requireViewer,
    async (c) => {
      const { userId } = c.var.viewer!;
      try {
        const verification = await readMultipartUpload(c, { fileField: 'document', maxFileBytes: ID_DOCUMENT_MAX_BYTES }, async (part) => {
          // Every check that needs no document bytes comes first, so a refusal reads and stores none of them.
          const parsed = idVerificationFieldsSchema.safeParse(part.fields);
          if (!parsed.success) httpError(400, 'invalid', parsed.error.issues[0]?.message ?? M.idRequiredFields, parsed.error.issues);
          const fields = parsed.data;
          const unstorable = findUnstorableText(fields);
          if (unstorable) httpError(400, 'invalid', unstorable.message);
          const now = deps.now();
          const tooYoung = checkMinimumAge(fields.dateOfBirth, now);
          if (tooYoung) httpError(400, 'under_minimum_age', tooYoung);
          if ((await readCheck(db, userId, 'id'))?.status === 'verified') alreadyVerified();
          const contentType = part.detected?.mime;
          if (!contentType || !ID_DOCUMENT_CONTENT_TYPES.includes(contentType)) httpError(415, 'unsupported_file_type', M.idFileTypeInvalid);
          return submitIdDocument(db, deps.storage, {
            userId,
            // The date of birth is kept with the check: the reviewer compares it with the document.
            submission: { documentType: fields.documentType, firstName: fields.firstName, lastName: fields.lastName, dateOfBirth: fields.dateOfBirth },
            file: part.stream,
            contentType,
            now,
            serverKey: deps.env.FILE_ENCRYPTION_KEY,
          });
        });
        return c.json(verification);
      } catch (err) {
        if (err instanceof UploadError) answerUploadError(err);
        // Verified by a reviewer while this upload streamed.
        if (err instanceof IdAlreadyVerifiedError) alreadyVerified();
        throw err;
      }
    },
  );
}
