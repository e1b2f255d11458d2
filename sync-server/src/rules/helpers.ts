/**
 * Small pieces the collection rules share: taking a device's writable fields, validating them, and naming a
 * person to others.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CollectionName } from '@shared/schemas/collections.ts';
import { candidateDisplayName, displayNameOf } from '@shared/rules/display-name.ts';
import { writableFields } from '@shared/rules/writable-fields.ts';
import type { Participant } from '@shared/schemas/messaging.ts';
import type { WireDoc } from '@shared/schemas/replication.ts';
import type { Viewer } from '../auth/sessions.ts';
import type { Tx } from '../db/client.ts';
import type { users } from '../db/schema.ts';
import { findRows } from '../store/rows.ts';
import { refuse, type Refusal } from './types.ts';

/** The fields of `incoming` this viewer may write in `collection`; everything else is dropped. */
export function pickWritable(collection: CollectionName, viewer: Viewer, incoming: WireDoc): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of writableFields(collection, viewer.userType)) {
    if (incoming[field] !== undefined) picked[field] = incoming[field];
  }
  return picked;
}

/** Validate with a shared schema; a failure becomes a refusal naming the first problem. */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; refusal: Refusal } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, refusal: refuse('invalid', `${where}${issue?.message ?? 'Invalid data'}`) };
}

// The rules import compact from here; its one definition is shared with the PWA.
export { compact } from '@shared/rules/document-state.ts';

/** Whether the viewer is the row's owner. */
export function isOwner(viewer: Viewer, row: { ownerUserId: string } | null): boolean {
  return !!row && row.ownerUserId === viewer.userId;
}

/**
 * A user as a conversation shows them to the other participant: a candidate by their profile's name, else the
 * account's (candidateDisplayName, as every screen); anyone else by their account name, else their company, else
 * the neutral label. Never the login e-mail or phone.
 */
export async function participantOf(tx: Tx, user: typeof users.$inferSelect): Promise<Participant> {
  const collection = user.userType === 'candidate' ? 'candidates' : 'employers';
  const [profile] = await findRows(tx, collection, sql`owner_user_id = ${user.id} and not deleted`);
  const doc = profile?.doc as { firstName?: string; lastName?: string; companyName?: string } | undefined;
  const name = user.userType === 'candidate' ? candidateDisplayName(user, doc) : displayNameOf(user, doc?.companyName);
  return { id: user.id, name, userType: user.userType };
}
