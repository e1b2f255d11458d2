/**
 * Account rules: only its owner sees it; the owner may change names, notification preferences and time zone,
 * and a candidate their saved searches (decisions.md: up to 10, with alerts).
 */
import { accountEditSchema } from '@shared/schemas/device-writes.ts';
import type { StoredRow } from '../store/rows.ts';
import { compact, isOwner, pickWritable, validate } from './helpers.ts';
import { refuse, type CollectionRules, type ProjectionViewer } from './types.ts';

export const accountRules: CollectionRules = {
  project(row: StoredRow, viewer: ProjectionViewer) {
    if (!isOwner(viewer, row)) return null;
    if (!viewer.companyPlan) return row.doc;
    // A company member's plan is the company's (issue 47); their own account keeps its names and settings.
    const { currentPeriodEnd: _own, ...rest } = row.doc;
    return compact({ ...rest, ...viewer.companyPlan });
  },
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
