/**
 * What the ID form starts with: empty on a first submission; on a resubmission (the check was turned down) the
 * name and date of birth the user gave last time, kept on the device with the check, so only the document needs
 * choosing again (issue 52). The document type is asked again: a new document may be of another kind.
 */
import type { Verification } from '@shared/schemas/verification.ts';

export interface IdFormDefaults {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

export function idFormDefaults(previous: Pick<Verification, 'details'> | undefined): IdFormDefaults {
  const details = previous?.details ?? {};
  return { firstName: details.firstName ?? '', lastName: details.lastName ?? '', dateOfBirth: details.dateOfBirth ?? '' };
}
