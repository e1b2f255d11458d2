/**
 * How a company member acts on the company's documents. A company's rows name the company id (its founder's
 * user id) as owner or reader, so an admin or recruiter reads and writes them *as the company*: the pull, push
 * and projections see the company id as the viewer, and `memberUserId` keeps who really asked (attribution).
 * Interviewers act as themselves: they see the rows that name them a reader. Personal collections (the account,
 * notifications, files...) are always the member's own.
 */
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { Viewer } from './viewer.ts';

/**
 * Collections an employer reads as their company: what the company owns, and candidate profiles (the company's
 * slice, its contact grants and its plan's profile views). The rest are each person's own.
 */
export const COMPANY_COLLECTIONS: ReadonlySet<CollectionName> = new Set(['employers', 'jobs', 'candidates', 'applications', 'conversations', 'messages', 'interviews']);

/** The viewer as a collection's rules and audience see them, with the member who asked. */
export interface ActingViewer extends Viewer {
  memberUserId: string;
}

/**
 * The viewer to read and write a collection as. An employer with no company (they left it) has no company
 * principal: their own id may still be the id of the company they founded, so it must not grant its rows.
 */
export function actingViewer(viewer: Viewer, collection: CollectionName): ActingViewer {
  const acting: ActingViewer = { ...viewer, memberUserId: viewer.userId };
  if (viewer.userType !== 'employer' || !COMPANY_COLLECTIONS.has(collection)) return acting;
  if (!viewer.company) return { ...acting, userId: `no-company:${viewer.userId}` };
  if (viewer.company.role === 'interviewer') return acting;
  return { ...acting, userId: viewer.company.id };
}

/** The checkpoint's mark of the company and role a pull was made under ('' for none). */
export function companyMark(viewer: Viewer): string {
  return viewer.company ? `${viewer.company.id}:${viewer.company.role}` : '';
}

/** Whether the role may write this collection at all (the rules then decide the row). */
export function roleMayWrite(viewer: Viewer, collection: CollectionName): boolean {
  if (viewer.userType !== 'employer' || !COMPANY_COLLECTIONS.has(collection)) return true;
  const role = viewer.company?.role;
  if (!role) return false;
  // An interviewer adds notes to the applications they interview on (rules/applications.ts decides which),
  // and their own scorecard to the interviews assigned to them (rules/interviews.ts).
  if (role === 'interviewer') return collection === 'applications' || collection === 'interviews';
  if (collection === 'employers') return role === 'admin';
  // Employers never write candidate profiles; the candidates' rules refuse them as before.
  return true;
}

/** Who really asked: the member behind an acting viewer (attribution, a member's own scorecards), else the viewer. */
export function memberIdOf(viewer: Viewer): string {
  return (viewer as Partial<ActingViewer>).memberUserId ?? viewer.userId;
}
