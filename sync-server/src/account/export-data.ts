/**
 * "Export my data": everything of a user's own, as that user may see it. Each document goes through its
 * collection's `project` rule (the one replication uses), so nothing the user could not see leaves the server:
 * an employer's review notes stay out of a candidate's export, ID documents were never documents at all.
 * Other people's public documents (jobs, companies, profiles open to employers) are not the user's data.
 */
import { eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { Viewer } from '../auth/sessions.ts';
import type { Queryable } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { toWireDoc } from '../rules/to-wire-doc.ts';
import { ownRows } from '../store/audience.ts';
import { findRows } from '../store/rows.ts';

/** The sections of the export file, in the order they appear. */
const SECTIONS = [
  ['account', 'accounts'],
  ['candidateProfile', 'candidates'],
  ['companyProfile', 'employers'],
  ['jobs', 'jobs'],
  ['applications', 'applications'],
  ['conversations', 'conversations'],
  ['messages', 'messages'],
  ['interviews', 'interviews'],
  ['notifications', 'notifications'],
  ['files', 'files'],
  ['verifications', 'verifications'],
  ['savedJobs', 'savedJobs'],
] as const satisfies readonly (readonly [string, CollectionName])[];

async function ownDocuments(q: Queryable, collection: CollectionName, viewer: Viewer) {
  const rows = await findRows(q, collection, sql`${ownRows(collection, viewer)} order by seq`);
  return rows
    .map((row) => toWireDoc(collection, row, viewer))
    .filter((doc) => !doc._deleted)
    .map(({ _deleted, ...doc }) => doc);
}

/** The whole export of one user. */
export async function exportUserData(q: Queryable, viewer: Viewer, now: Date): Promise<Record<string, unknown>> {
  const [user] = await q
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      userType: users.userType,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, viewer.userId))
    .limit(1);
  const out: Record<string, unknown> = {
    format: 'hiresync-export',
    version: 1,
    exportedAt: now.toISOString(),
    user: user ? { ...user, createdAt: user.createdAt.toISOString() } : null,
  };
  for (const [section, collection] of SECTIONS) {
    const docs = await ownDocuments(q, collection, viewer);
    // One account and at most one profile per user: those sections are a document (or null), the rest lists.
    const isSingle = section === 'account' || section === 'candidateProfile' || section === 'companyProfile';
    out[section] = isSingle ? (docs[0] ?? null) : docs;
  }
  return out;
}
