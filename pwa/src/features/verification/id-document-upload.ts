/**
 * POST /api/verification/id: the typed fields first, then the document, with real upload progress. Never
 * queued or kept on the device (decisions.md, Privacy: ID documents are never cached on devices), so it needs
 * a connection; the check's status then arrives by replication (the verifications collection).
 */
import type { IdVerificationFields } from '@shared/schemas/verification-forms.ts';
import { api, type AnswerOf } from '../../sync/api-client.ts';
import { sendMultipart, type UploadProgress, type UploadRequest } from '../../sync/upload-request.ts';

export function submitIdDocument(
  fields: IdVerificationFields,
  document: File,
  onProgress: (progress: UploadProgress) => void,
): UploadRequest<unknown> {
  return sendMultipart<AnswerOf<typeof api.verification.id.$post>>(
    api.verification.id.$path(),
    [
      ['documentType', fields.documentType],
      ['firstName', fields.firstName],
      ['lastName', fields.lastName],
      ['dateOfBirth', fields.dateOfBirth],
      ['document', document, document.name],
    ],
    { onProgress },
  );
}
