import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ID_DOCUMENT_TYPES, REFERENCE_RELATIONSHIPS } from '../catalog.ts';
import { ERROR_TOASTS, VALIDATION_MESSAGES as M, VERIFICATION_ERROR_MESSAGES } from '../messages.ts';
import {
  companyEmailCodeFormSchema,
  companyEmailVerificationFormSchema,
  idDecisionSchema,
  idVerificationFieldsSchema,
  idVerificationFormSchema,
  referenceVerificationFormSchema,
} from './verification-forms.ts';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  return result.success ? {} : (z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>);
}

const MB = 1024 * 1024;
const idForm = {
  firstName: 'Jane',
  lastName: 'Doe',
  dateOfBirth: '1990-04-12',
  documentType: 'passport',
  document: { fileName: 'passport.jpg', fileSize: 2 * MB, fileType: 'image/jpeg' },
};

describe('ID verification', () => {
  it('accepts a complete form', () => {
    expect(idVerificationFormSchema.parse(idForm).document.fileType).toBe('image/jpeg');
  });
  it("says 'Please fill in all required fields and upload your ID document.' for every missing part", () => {
    expect(
      errorsOf(idVerificationFormSchema, { firstName: '', lastName: '', dateOfBirth: '', documentType: '' }),
    ).toEqual({
      firstName: [M.idRequiredFields],
      lastName: [M.idRequiredFields],
      dateOfBirth: [M.idRequiredFields],
      documentType: [M.idRequiredFields],
      document: [M.idRequiredFields],
    });
    expect(ERROR_TOASTS.idMissingInformation).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all required fields and upload your ID document.',
    });
  });
  it("refuses a file over 5MB: 'File Too Large' / 'Please select a file smaller than 5MB.'", () => {
    const over = { ...idForm, document: { ...idForm.document, fileSize: 5 * MB + 1 } };
    expect(errorsOf(idVerificationFormSchema, over).document).toEqual([M.idFileTooLarge]);
    const exact = { ...idForm, document: { ...idForm.document, fileSize: 5 * MB } };
    expect(errorsOf(idVerificationFormSchema, exact)).toEqual({});
    expect(ERROR_TOASTS.idFileTooLarge).toEqual({
      title: 'File Too Large',
      description: 'Please select a file smaller than 5MB.',
    });
  });
  it.each([
    ['id.pdf', 'application/pdf', true],
    ['id.PNG', 'image/png', true],
    ['id.heic', '', true],
    ['id.webp', 'image/webp', true],
    ['id.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', false],
    ['id.pdf', 'text/html', false],
    ['id', 'image/png', false],
  ])('file %s (%s) accepted: %s', (fileName, fileType, ok) => {
    const errors = errorsOf(idVerificationFormSchema, { ...idForm, document: { fileName, fileSize: 1000, fileType } });
    expect(errors).toEqual(ok ? {} : { document: [M.idFileTypeInvalid] });
  });
  it.each(ID_DOCUMENT_TYPES)('takes document type %s', (documentType) => {
    expect(errorsOf(idVerificationFieldsSchema, { ...idForm, documentType })).toEqual({});
  });
  it('refuses an impossible date of birth', () => {
    expect(errorsOf(idVerificationFieldsSchema, { ...idForm, dateOfBirth: '1990-02-30' }).dateOfBirth).toEqual([
      M.dateOfBirthInvalid,
    ]);
  });
});

describe('ID decision', () => {
  it('verifies without a reason', () => {
    expect(errorsOf(idDecisionSchema, { decision: 'verified' })).toEqual({});
  });
  it.each([undefined, '', '   '])('refuses a rejection with reason %j', (reason) => {
    expect(errorsOf(idDecisionSchema, { decision: 'rejected', reason })).toEqual({
      reason: [VERIFICATION_ERROR_MESSAGES.idRejectReasonRequired],
    });
  });
  it('keeps a rejection reason, trimmed', () => {
    expect(idDecisionSchema.parse({ decision: 'rejected', reason: ' Photo is blurred ' }).reason).toBe('Photo is blurred');
  });
  it('refuses any other decision', () => {
    expect(idDecisionSchema.safeParse({ decision: 'pending' }).success).toBe(false);
  });
});

describe('company e-mail verification', () => {
  it("says 'Please provide your company email and company name.' when either is missing", () => {
    expect(errorsOf(companyEmailVerificationFormSchema, { companyEmail: '', companyName: ' ' })).toEqual({
      companyEmail: [M.companyEmailRequired],
      companyName: [M.companyEmailRequired],
    });
  });
  it('checks the address', () => {
    expect(errorsOf(companyEmailVerificationFormSchema, { companyEmail: 'me@', companyName: 'Acme' })).toEqual({
      companyEmail: [M.emailInvalidPlease],
    });
    expect(
      companyEmailVerificationFormSchema.parse({ companyEmail: ' me@acme.com', companyName: 'Acme' }).companyEmail,
    ).toBe('me@acme.com');
  });
  it('asks for the 6-digit code sent there', () => {
    expect(errorsOf(companyEmailCodeFormSchema, { code: '12' })).toEqual({ code: [M.codeLength] });
  });
});

describe('reference verification', () => {
  const reference = {
    referenceName: 'Sam Lee',
    referenceEmail: 'sam@acme.com',
    referenceCompany: 'Acme',
    referenceRelation: 'direct_manager',
  };
  it('accepts a reference without the optional fields', () => {
    expect(referenceVerificationFormSchema.safeParse(reference).success).toBe(true);
  });
  it("says 'Please fill in all required reference fields.' for each missing one", () => {
    expect(
      errorsOf(referenceVerificationFormSchema, {
        referenceName: '',
        referenceEmail: '',
        referenceCompany: '',
        referenceRelation: '',
      }),
    ).toEqual({
      referenceName: [M.referenceRequired],
      referenceEmail: [M.referenceRequired],
      referenceCompany: [M.referenceRequired],
      referenceRelation: [M.referenceRequired],
    });
  });
  it.each(REFERENCE_RELATIONSHIPS)('takes relationship %s', (referenceRelation) => {
    expect(errorsOf(referenceVerificationFormSchema, { ...reference, referenceRelation })).toEqual({});
  });
  it('checks the optional phone when given', () => {
    expect(errorsOf(referenceVerificationFormSchema, { ...reference, referencePhone: '' })).toEqual({});
    expect(errorsOf(referenceVerificationFormSchema, { ...reference, referencePhone: '12' }).referencePhone).toContain(
      M.phoneMinDigits,
    );
  });
});
