/**
 * What a new candidate profile holds before anyone has verified, vouched for or hidden it. The server stores these
 * under a first write, the device shows them at once (offline too), and the demo data starts from them, so the
 * three cannot drift.
 */
import type { Candidate } from '../schemas/candidate.ts';

type CandidateDefaults = Pick<
  Candidate,
  'isIdVerified' | 'isCompanyEmailVerified' | 'isReferenceVerified' | 'isEmailVerified' | 'vouchCount' | 'isOpenToEmployers'
>;

/** The server-owned fields of a new candidate profile (and its visibility, open to employers until the candidate says not). */
export function newCandidateDefaults(): CandidateDefaults {
  return {
    isIdVerified: false,
    isCompanyEmailVerified: false,
    isReferenceVerified: false,
    isEmailVerified: false,
    vouchCount: 0,
    isOpenToEmployers: true,
  };
}
