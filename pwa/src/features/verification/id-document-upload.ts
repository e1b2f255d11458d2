/**
 * POST /api/verification/id: the typed fields first, then the document, with real upload progress. Never
 * queued or kept on the device (decisions.md, Privacy: ID documents are never cached on devices), so it needs
 * a connection; the check's status then arrives by replication (the verifications collection).
 */
import type { IdVerificationFields } from '@shared/schemas/verification-forms.ts';
import type { Verification } from '@shared/schemas/verification.ts';
import { sendMultipart, type UploadProgress, type UploadRequest } from '../../sync/upload-request.ts';

export function submitIdDocument(
  fields: IdVerificationFields,
  document: File,
  onProgress: (progress: UploadProgress) => void,
): UploadRequest<unknown> {
  return sendMultipart<{ verification?: Verification } | Verification>(
    '/api/verification/id',
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
