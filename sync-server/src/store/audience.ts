/**
 * Who may see which rows of a replicated table: the one definition that the pull, the sliced pull, the REST
 * lists, search, the live stream's routing and the data export all use (`audience.test.ts` fails a read of a
 * replicated table that bypasses it). A viewer sees a row they own, a row that names them a reader, and a row
 * whose public scope they receive in that collection. What they see *of* it is the collection's `project` rule
 * (rules/); which public jobs and profiles a device holds is its slice (slices/), a bound on storage, not on
 * who may see them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { PublicScope } from './rows.ts';

/** What the audience depends on of the viewer. */
export interface Audient {
  userId: string;
  userType: string;
  isSupportAgent?: boolean;
  /** An employer's company role: an interviewer receives no marketplace of profiles (auth/company-viewer.ts). */
  company?: { role: string };
}

/**
 * The public scopes a viewer receives in a collection. Employers are not sent other employers' jobs (they
 * find them by search, `GET /api/search`): ARCHITECTURE.md, "Who sees what".
 */
export function scopesSeenBy(collection: CollectionName, viewer: Omit<Audient, 'userId'>): PublicScope[] {
  const scopes: PublicScope[] = [];
  if (!(collection === 'jobs' && viewer.userType === 'employer')) scopes.push('all');
  // An interviewer is sent only what they are assigned (company/assignments.ts), never open profiles.
  if (viewer.userType === 'employer' && !(collection === 'candidates' && viewer.company?.role === 'interviewer')) scopes.push('employers');
  if (viewer.isSupportAgent) scopes.push('support');
  return scopes;
}

/**
 * The rows a viewer may see: `now` as they are (a first sync, a REST list), `ever` as they were at any time
 * (owner, any past reader, any scope the row ever had), so a later pull also carries the removals of rows that
 * left the viewer's sight. Scopes are written as literals: the partial indexes on `public_scope` only serve a
 * statement whose condition names the scope itself, not a parameter.
 */
export function audience(collection: CollectionName, viewer: Audient, mode: 'now' | 'ever'): SQL {
  const column = mode === 'now' ? 'public_scope' : 'ever_public_scope';
  const scopes = scopesSeenBy(collection, viewer).map((scope) => sql.raw(` or ${column} = '${scope}'`));
  return sql`(owner_user_id = ${viewer.userId} or ${viewer.userId} = any(reader_user_ids)${sql.join(scopes)})`;
}

/**
 * The rows granted to the viewer by name (owned, or naming them a reader): the part of a sliced collection's
 * audience that is not the marketplace. Written for a table alias and as an array containment, so the readers'
 * GIN index serves it inside the sliced pull's joins.
 */
export function granted(viewerId: string, alias: string): SQL {
  const d = sql.raw(alias);
  return sql`(${d}.owner_user_id = ${viewerId} or ${d}.reader_user_ids @> array[${viewerId}]::text[])`;
}

/** Whether a row read is granted to the viewer by name (`granted`, in JavaScript). */
export function isGranted(row: { ownerUserId: string; readerUserIds: string[] }, viewerId: string): boolean {
  return row.ownerUserId === viewerId || row.readerUserIds.includes(viewerId);
}

/** The rows visible to the viewer now, not deleted: what a REST list or a search may answer. */
export function visibleNow(collection: CollectionName, viewer: Audient): SQL {
  return sql`(not deleted and ${audience(collection, viewer, 'now')})`;
}

/**
 * Whether a change announcement (owner and widest scope ever, `ChangeEvent`) alone shows the row may concern
 * the viewer: the `ever` audience without its readers, which the change bus looks up when this says no.
 */
export function announcementConcerns(collection: CollectionName, owner: string, everScope: PublicScope | null, viewer: Audient): boolean {
  return owner === viewer.userId || (everScope !== null && scopesSeenBy(collection, viewer).includes(everScope));
}

/**
 * Which rows of a collection are the viewer's own data (the export): theirs, or for records between two people,
 * ones they are party to (a reader). Other people's public documents are not the viewer's data.
 */
const OWN_ROWS: Record<CollectionName, 'owner' | 'party'> = {
  accounts: 'owner',
  employers: 'owner',
  jobs: 'owner',
  candidates: 'owner',
  applications: 'party',
  conversations: 'party',
  messages: 'party',
  interviews: 'party',
  notifications: 'owner',
  files: 'owner',
  verifications: 'owner',
  savedJobs: 'owner',
};

/** The viewer's own rows of a collection, not deleted. */
export function ownRows(collection: CollectionName, viewer: Pick<Audient, 'userId'>): SQL {
  const mine =
    OWN_ROWS[collection] === 'owner'
      ? sql`owner_user_id = ${viewer.userId}`
      : sql`(owner_user_id = ${viewer.userId} or ${viewer.userId} = any(reader_user_ids))`;
  return sql`(not deleted and ${mine})`;
}

/**
 * The marketplace of a sliced collection: the public documents search and slices draw from (active jobs,
 * profiles open to employers). Literal text: the search and slice indexes are partial on exactly this.
 */
export const MARKETPLACE = {
  jobs: sql.raw(`public_scope = 'all' and not deleted`),
  candidates: sql.raw(`public_scope = 'employers' and not deleted`),
} as const;
