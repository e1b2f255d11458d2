/**
 * Rules of the collections only their owner sees: notifications (the owner may mark them read), saved jobs
 * (the candidate saves and unsaves), and files and verifications (written by their endpoints, not by devices).
 */
import { savedJobIdFor } from '@shared/rules/natural-ids.ts';
import { savedJobSchema } from '@shared/schemas/saved-job.ts';
import { pinToSlice } from '../slices/membership.ts';
import { readRow } from '../store/rows.ts';
import { isOwner } from './helpers.ts';
import { refuse, type CollectionRules } from './types.ts';

const ownerView: CollectionRules['project'] = (row, viewer) => (isOwner(viewer, row) ? row.doc : null);

export const notificationRules: CollectionRules = {
  project: ownerView,
  async write({ viewer, master, incoming }) {
    if (!master || !isOwner(viewer, master)) return refuse('forbidden', 'Notifications are made by the server.');
    if (incoming._deleted) return refuse('forbidden', 'Notifications cannot be deleted.');
    // Read is one-way: a notification never goes back to unread (spec section 4).
    const read = master.doc.read === true || incoming.read === true;
    return { kind: 'write', row: { ...master, doc: { ...master.doc, read } } };
  },
};

export const savedJobRules: CollectionRules = {
  project: ownerView,
  async write({ tx, viewer, master, incoming, now }) {
    if (viewer.userType !== 'candidate') return refuse('forbidden', 'Only candidates save jobs.');
    if (master && !isOwner(viewer, master)) return refuse('forbidden', 'This saved job is not yours.');
    const jobId = String(incoming.jobId ?? master?.doc.jobId ?? '');
    if (incoming.id !== savedJobIdFor(viewer.userId, jobId)) return refuse('invalid', 'A saved job id is the user id and the job id.');
    if (incoming._deleted) {
      return { kind: 'write', row: { id: incoming.id, ownerUserId: viewer.userId, deleted: true, doc: master?.doc ?? { id: incoming.id } } };
    }
    const job = await readRow(tx, 'jobs', jobId);
    if (!job || job.deleted) return refuse('not_found', 'This job no longer exists.');
    const doc = savedJobSchema.parse({
      id: incoming.id,
      userId: viewer.userId,
      jobId,
      savedAt: (master && !master.deleted ? (master.doc.savedAt as string) : undefined) ?? now.toISOString(),
      updatedAt: now.toISOString(),
    });
    // A saved job stays on the candidate's devices even when it falls out of their slice.
    return { kind: 'write', row: { id: doc.id, ownerUserId: viewer.userId, doc }, after: (t) => pinToSlice(t, viewer.userId, 'jobs', jobId) };
  },
};

const serverWritten = (what: string): CollectionRules => ({
  project: ownerView,
  async write() {
    return refuse('forbidden', `${what} change only through their own screens.`);
  },
});

export const fileRules = serverWritten('Files');
export const verificationRules = serverWritten('Verifications');
