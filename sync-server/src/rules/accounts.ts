/**
 * Account rules: only its owner sees it; the owner may change names, notification preferences and time zone,
 * and a candidate their saved searches (decisions.md: up to 10, with alerts).
 */
import { accountEditSchema } from '@shared/schemas/device-writes.ts';
import type { Viewer } from '../auth/sessions.ts';
import type { StoredRow } from '../store/rows.ts';
import { compact, isOwner, pickWritable, validate } from './helpers.ts';
import { refuse, type CollectionRules } from './types.ts';

export const accountRules: CollectionRules = {
  project: (row: StoredRow, viewer: Viewer) => (isOwner(viewer, row) ? row.doc : null),
  async write({ viewer, master, incoming }) {
    if (!master || !isOwner(viewer, master)) return refuse('forbidden', 'Accounts are created by signing up.');
    if (incoming._deleted) return refuse('forbidden', 'Delete your account from Settings.');
    const v = validate(accountEditSchema, pickWritable('accounts', viewer, incoming));
    if (!v.ok) return v.refusal;
    const changesSearches = v.data.savedSearches !== undefined && JSON.stringify(v.data.savedSearches) !== JSON.stringify(master.doc.savedSearches ?? []);
    if (changesSearches && viewer.userType !== 'candidate') return refuse('forbidden', 'Only candidates save job searches.');
    return { kind: 'write', row: { id: master.id, ownerUserId: master.ownerUserId, doc: compact({ ...master.doc, ...v.data }) } };
  },
};
