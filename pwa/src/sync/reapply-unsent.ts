/**
 * Sends the drafts a forced sign-out kept (db/unsent-drafts.ts) once the same user signs in again on this
 * device: each is written again as an ordinary local write onto the document as the server has it now, so it
 * is pushed, or refused with its reason, as any write is. Runs in the leader tab, after the first pull of each
 * draft's collection (before it, the device would not know what the server holds).
 */
import type { CurrentUser } from '@shared/schemas/account.ts';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { OpenDatabases } from '../db/current-database.ts';
import type { ReplicationSet } from '../db/replicate.ts';
import { discardUnsent, planReapply, readUnsent } from '../db/unsent-drafts.ts';
import { deleteDoc, patchFields, saveDoc } from '../db/writes.ts';
import { toast } from '../ui/toast/toast.ts';

/** Why a kept draft could not be written again: what it changed is gone from the server. */
export const UNSENT_GONE_REASON = 'Not sent: you were signed out, and this was removed meanwhile.';

export async function reapplyUnsent(user: CurrentUser, dbs: OpenDatabases, replication: ReplicationSet, isCurrent: () => boolean): Promise<void> {
  const drafts = await readUnsent(user.id);
  if (!drafts.length) return;
  const { writableFields } = await import('@shared/rules/writable-fields.ts');
  const collections = new Set<CollectionName>(drafts.map((d) => d.collection));
  await Promise.all([...collections].map((c) => replication.states[c].awaitInitialReplication()));
  let sent = 0;
  for (const draft of drafts) {
    if (!isCurrent()) return;
    const stored = await (dbs.db.collections[draft.collection] as any).findOne(draft.docId).exec();
    const plan = planReapply(draft, stored ? (stored.toJSON() as Record<string, unknown>) : null, writableFields(draft.collection, user.userType));
    if (plan.kind === 'patch') await patchFields(draft.collection, draft.docId, plan.fields);
    else if (plan.kind === 'create') await saveDoc(draft.collection, plan.document as never);
    else if (plan.kind === 'delete') await deleteDoc(draft.collection, draft.docId);
    else if (plan.kind === 'gone') {
      await dbs.device.refused.put({ key: draft.key, collection: draft.collection, docId: draft.docId, reason: UNSENT_GONE_REASON, code: 'gone', document: draft.document ?? {}, at: Date.now() });
    }
    if (plan.kind !== 'none' && plan.kind !== 'gone') sent++;
    await discardUnsent(user.id, draft.key);
  }
  if (sent > 0) toast({ title: 'Sending what you changed before you were signed out', description: `${sent === 1 ? '1 change' : `${sent} changes`} made on this device ${sent === 1 ? 'is' : 'are'} being sent.` });
}
