/**
 * Company teams: the roles a member holds and the requests and answers of /api/company. Members and
 * invitations live in server tables; devices read them over REST (they are not replicated).
 */
import { z } from 'zod';

/** A member's role: admin (everything), recruiter (hiring, not members or billing), interviewer (assigned only). */
export const companyRoleSchema = z.enum(['admin', 'recruiter', 'interviewer']);
export type CompanyRole = z.infer<typeof companyRoleSchema>;

/** How each role is named on screen. */
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = { admin: 'Admin', recruiter: 'Recruiter', interviewer: 'Interviewer' };

/** How long an invitation link works: 7 days (magic-link rules allow 15 minutes to 7 days). */
export const INVITATION_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

/** An admin's invitation of an address with a role. */
export const inviteMemberSchema = z.object({ email: z.email().max(254), role: companyRoleSchema });
/** A changed role. */
export const changeRoleSchema = z.object({ role: companyRoleSchema });
/** The single-use token of an invitation link. */
export const invitationTokenSchema = z.object({ token: z.string().min(20).max(200) });

/** A member as the team list shows them: a name, never more than the company already knows. */
export const companyMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  addedAt: z.string(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

/** A pending invitation. */
export const companyInvitationSchema = z.object({ id: z.string(), email: z.string(), role: companyRoleSchema, expiresAt: z.string() });
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

/** The caller's company: its id, name and their role; with the team for admins and recruiters. */
export const companyResponseSchema = z.object({
  company: z.object({ id: z.string(), name: z.string(), role: companyRoleSchema }).nullable(),
  members: z.array(companyMemberSchema),
  invitations: z.array(companyInvitationSchema),
});
export type CompanyResponse = z.infer<typeof companyResponseSchema>;

/** What the invitation landing page shows before the POST that accepts it. */
export const invitationPreviewSchema = z.object({ companyName: z.string(), role: companyRoleSchema, email: z.string() });

/** Accepting an invitation: the link's token, and the name of a new account (ignored for an existing one). */
export const acceptInvitationSchema = z.object({
  token: z.string().min(20).max(200),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
});

/** The roles whose members can run interviews: the scheduler picks the interviewer among them. */
export const INTERVIEW_RUNNER_ROLES: readonly CompanyRole[] = ['admin', 'recruiter', 'interviewer'];

/** Whether a member of this role can be assigned an interview. */
export function canRunInterviews(role: CompanyRole): boolean {
  return INTERVIEW_RUNNER_ROLES.includes(role);
}

/**
 * How a company member signs what they send a candidate: "Sam Lee, HireSync Ltd" (a name, never an e-mail);
 * the company alone when the member has no name.
 */
export function memberSignature(memberName: string, companyName: string): string {
  const name = memberName.trim();
  const company = companyName.trim();
  if (!name) return company;
  return company ? `${name}, ${company}` : name;
}
