/**
 * Company profile rules: every signed-in user sees every profile; an employer has at most one, and only its
 * owner edits it. A new company name is copied to the owner's jobs so cards stay right offline.
 */
import { sql } from 'drizzle-orm';
import { companyProfileIdFor, isAllowedNewId } from '@shared/rules/natural-ids.ts';
import { companyProfileWriteSchema } from '@shared/schemas/device-writes.ts';
import { employerSchema } from '@shared/schemas/employer.ts';
import { findRows, writeRow } from '../store/rows.ts';
import { compact, isOwner, pickWritable, validate } from './helpers.ts';
import { refuse, type CollectionRules } from './types.ts';

export const employerRules: CollectionRules = {
  project: (row) => row.doc,
  async write({ tx, viewer, master, incoming, now }) {
    if (viewer.userType !== 'employer') return refuse('forbidden', 'Only employers have a company profile.');
    if (master && !isOwner(viewer, master)) return refuse('forbidden', 'This is not your company profile.');
    if (incoming._deleted) return refuse('forbidden', 'A company profile cannot be deleted; close its jobs instead.');
    if (!master) {
      if (!isAllowedNewId(incoming.id, companyProfileIdFor(viewer.userId))) {
        return refuse('invalid', "A company profile's id is derived from its employer.");
      }
      // Only a profile under an older, random id can exist here: one under the derived id is `master`.
      const existing = await findRows(tx, 'employers', sql`owner_user_id = ${viewer.userId} and not deleted`);
      if (existing.length) return refuse('rule', 'You already have a company profile.');
    }
    const v = validate(companyProfileWriteSchema, pickWritable('employers', viewer, incoming));
    if (!v.ok) return v.refusal;
    const doc = employerSchema.parse(
      compact({
        ...v.data,
        id: incoming.id,
        userId: viewer.userId,
        isVerified: (master?.doc.isVerified as boolean | undefined) ?? false,
        createdAt: (master?.doc.createdAt as string | undefined) ?? now.toISOString(),
        updatedAt: now.toISOString(),
      }),
    );
    const renamed = master && master.doc.companyName !== doc.companyName;
    return {
      kind: 'write',
      row: { id: doc.id, ownerUserId: viewer.userId, publicScope: 'all', doc },
      after: async (t, at) => {
        if (!renamed) return;
        for (const job of await findRows(t, 'jobs', sql`owner_user_id = ${viewer.userId}`)) {
          await writeRow(t, 'jobs', { ...job, doc: { ...job.doc, companyName: doc.companyName } }, at);
        }
      },
    };
  },
};
