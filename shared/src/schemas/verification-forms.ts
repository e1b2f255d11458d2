/**
 * The three forms of /id-verification (spec section 5, decisions.md): government ID, company e-mail (confirmed
 * by a 6-digit code sent to it) and a professional reference (confirmed by a single-use link sent to them).
 * Reviewing, sending and status changes are the server's.
 */
import { z } from 'zod';
import {
  ID_DOCUMENT_EXTENSIONS,
  ID_DOCUMENT_MAX_BYTES,
  ID_DOCUMENT_TYPES,
  REFERENCE_RELATIONSHIPS,
} from '../catalog.ts';
import { VALIDATION_MESSAGES as M, VERIFICATION_ERROR_MESSAGES, maxLengthMessage } from '../messages.ts';
import { parseCalendarDate } from '../rules/minimum-age.ts';
import { emailField, optionalPhoneSchema, optionalText, requiredText, verificationCodeSchema } from './form-fields.ts';
import { fileMetadataSchema, isAcceptedFileType } from './file-upload.ts';

/**
 * The ID document: required, at most 5 MB ('Please select a file smaller than 5MB.'), an image or a PDF.
 * Missing shows the form's 'Please fill in all required fields and upload your ID document.'
 */
export const idDocumentFileSchema = z.object(fileMetadataSchema.shape, M.idRequiredFields).superRefine((file, ctx) => {
  if (file.fileSize > ID_DOCUMENT_MAX_BYTES) {
    ctx.addIssue({ code: 'custom', message: M.idFileTooLarge, path: ['fileSize'] });
  }
  if (!isAcceptedFileType(file, ID_DOCUMENT_EXTENSIONS)) {
    ctx.addIssue({ code: 'custom', message: M.idFileTypeInvalid, path: ['fileName'] });
  }
});

/**
 * The typed fields of the ID form, also the text parts of POST /api/verification/id. The date of birth is a
 * date input's `YYYY-MM-DD`; the 18-year minimum needs `now` and is `isOldEnough` in rules/minimum-age.ts.
 */
export const idVerificationFieldsSchema = z.object({
  firstName: requiredText(M.idRequiredFields, 100, 'First name'),
  lastName: requiredText(M.idRequiredFields, 100, 'Last name'),
  dateOfBirth: z
    .string(M.idRequiredFields)
    .min(1, M.idRequiredFields)
    .refine((value) => value === '' || parseCalendarDate(value) !== null, M.dateOfBirthInvalid),
  documentType: z.enum(ID_DOCUMENT_TYPES, M.idRequiredFields),
});
export type IdVerificationFields = z.infer<typeof idVerificationFieldsSchema>;

/** The whole ID form: the fields plus the chosen file's metadata. */
export const idVerificationFormSchema = idVerificationFieldsSchema.extend({ document: idDocumentFileSchema });
export type IdVerificationForm = z.infer<typeof idVerificationFormSchema>;

/**
 * A support reviewer's decision on a pending ID submission (the review console). A rejection needs a reason:
 * it is what the user reads in the notification and on /id-verification.
 */
export const idDecisionSchema = z
  .object({
    decision: z.enum(['verified', 'rejected']),
    reason: z.string().trim().max(1000, maxLengthMessage('Reason', 1000)).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'rejected' && !value.reason) {
      ctx.addIssue({ code: 'custom', message: VERIFICATION_ERROR_MESSAGES.idRejectReasonRequired, path: ['reason'] });
    }
  });
export type IdDecision = z.infer<typeof idDecisionSchema>;

/**
 * POST /api/support/id-reviews/{verificationId}/decision: the decision and the document the agent looked at, so
 * a document the user replaced meanwhile is never the one decided.
 */
export const idReviewDecisionRequestSchema = idDecisionSchema.safeExtend({ idDocumentId: z.string().min(1).max(64) });
export type IdReviewDecisionRequest = z.infer<typeof idReviewDecisionRequestSchema>;

/** The company e-mail form and POST /api/verification/email: both fields required. */
export const companyEmailVerificationFormSchema = z.object({
  companyEmail: z
    .string(M.companyEmailRequired)
    .trim()
    .min(1, M.companyEmailRequired)
    .pipe(emailField(M.emailInvalidPlease)),
  companyName: requiredText(M.companyEmailRequired, 200, 'Company name'),
});
export type CompanyEmailVerificationForm = z.infer<typeof companyEmailVerificationFormSchema>;

/** The code sent to the company e-mail, as the verification tab asks for it. */
export const companyEmailCodeFormSchema = z.object({ code: verificationCodeSchema });
export type CompanyEmailCodeForm = z.infer<typeof companyEmailCodeFormSchema>;

/**
 * The reference form and POST /api/verification/reference. Name, e-mail, company and the relationship are
 * required ('Please fill in all required reference fields.'); phone and work description are optional.
 */
export const referenceVerificationFormSchema = z.object({
  referenceName: requiredText(M.referenceRequired, 200, 'Reference name'),
  referenceEmail: z
    .string(M.referenceRequired)
    .trim()
    .min(1, M.referenceRequired)
    .pipe(emailField(M.emailInvalidPlease)),
  referencePhone: optionalPhoneSchema.optional(),
  referenceCompany: requiredText(M.referenceRequired, 200, 'Reference company'),
  referenceRelation: z.enum(REFERENCE_RELATIONSHIPS, M.referenceRequired),
  workDescription: optionalText(2000, 'Work description').optional(),
});
export type ReferenceVerificationForm = z.infer<typeof referenceVerificationFormSchema>;

/** What the reference's page sends: the link's token and their answer. */
export const referenceResponseRequestSchema = z.object({
  token: z.string().min(1).max(200),
  decision: z.enum(['confirm', 'decline']),
});
export type ReferenceResponseRequest = z.infer<typeof referenceResponseRequestSchema>;

/** The reference page's question: the link's token (a missing one is just a link that does not work). */
export const referenceRequestQuerySchema = z.object({ token: z.string().optional() });

/** The server's answer to the reference: what their decision made of the check. */
export const referenceResponseResultSchema = z.object({ status: z.enum(['verified', 'rejected']) });
export type ReferenceResponseResult = z.infer<typeof referenceResponseResultSchema>;

/** What the reference's page shows before they answer: who asked, and what they said about the work together. */
export const referenceRequestViewSchema = z.object({
  candidateName: z.string(),
  referenceName: z.string(),
  referenceCompany: z.string(),
  referenceRelation: z.enum(REFERENCE_RELATIONSHIPS),
  workDescription: z.string().optional(),
  expiresAt: z.string(),
});
export type ReferenceRequestView = z.infer<typeof referenceRequestViewSchema>;
