/** The role a member holds in their company (shared/src/schemas/company.ts). */
export type CompanyRole = 'admin' | 'recruiter' | 'interviewer';

/** Who is asking: decided from the session only, never from anything the client sends. */
export interface Viewer {
  userId: string;
  userType: 'candidate' | 'employer';
  /** '' for an account made with a phone number only. */
  email: string;
  isSupportAgent: boolean;
  /** The company an employer hires for, and their role in it; absent for candidates and for employers without one. */
  company?: { id: string; role: CompanyRole };
}
