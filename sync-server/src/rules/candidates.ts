/**
 * Candidate profile rules (decisions.md, Privacy): the owner sees everything; employers see open profiles
 * without contact details, in full on a paid plan or once opened, else as a summary (candidate-summary.ts); an
 * employer the candidate applied or replied to (a reader) sees them in full.
 */
import { sql } from 'drizzle-orm';
import { newCandidateDefaults } from '@shared/rules/new-candidate.ts';
import { candidateProfileIdFor, isAllowedNewId } from '@shared/rules/natural-ids.ts';
import { candidateSchema } from '@shared/schemas/candidate.ts';
import { candidateProfileWriteSchema } from '@shared/schemas/device-writes.ts';
import type { Tx } from '../db/client.ts';
import { afterProfileWrite } from '../slices/slice-triggers.ts';
import { findRows, readRow, writeRow } from '../store/rows.ts';
import { seesFullProfile, summarizeCandidate } from './candidate-summary.ts';
import { compact, isOwner, pickWritable, validate } from './helpers.ts';
import { refuse, type CollectionRules } from './types.ts';
import { isCompanyInterviewer } from '../company/assignments.ts';

/**
 * Fields only the candidate and employers they reached out to may see: contact details and the uploaded
 * documents (decisions.md, Privacy: documents only once the candidate applied or replied).
 */
export const CANDIDATE_CONTACT_FIELDS = ['email', 'phone', 'resumeUrl', 'profilePhoto', 'videoIntroUrl'] as const;

/** Fields the server owns and keeps from the stored profile (the file links follow uploads: routes/files.ts). */
const SERVER_FIELDS = [
  'isIdVerified',
  'isCompanyEmailVerified',
  'isReferenceVerified',
  'isEmailVerified',
  'vouchCount',
  'resumeUrl',
  'profilePhoto',
  'videoIntroUrl',
];

function withoutContact(stored: Record<string, unknown>): Record<string, unknown> {
  const doc = { ...stored };
  for (const field of CANDIDATE_CONTACT_FIELDS) delete doc[field];
  return doc;
}

export const candidateRules: CollectionRules = {
  project(row, viewer) {
    if (isOwner(viewer, row)) return row.doc;
    // An interviewer sees the profile of a candidate they are assigned to interview, without contact details
    // or documents (the call is in the app; the résumé sent with the application is on the application), and
    // no other profile: no marketplace, no earlier assignment (ARCHITECTURE.md, "Company teams").
    if (isCompanyInterviewer(viewer)) return viewer.assignments?.candidateIds.has(row.id) ? withoutContact(row.doc) : null;
    if (row.readerUserIds.includes(viewer.userId)) return row.doc;
    if (viewer.userType !== 'employer' || row.publicScope !== 'employers') return null;
    const doc = withoutContact(row.doc);
    // A free employer holds summaries until it opens a profile (a counted view: profile-views/open-profile.ts).
    return seesFullProfile(viewer.candidateAccess, row.id) ? doc : summarizeCandidate(doc);
  },
  async write({ tx, viewer, master, incoming, now }) {
    if (viewer.userType !== 'candidate') return refuse('forbidden', 'Only candidates have a candidate profile.');
    if (master && !isOwner(viewer, master)) return refuse('forbidden', 'This is not your profile.');
    if (incoming._deleted) return refuse('forbidden', 'Delete your account from Settings to remove your profile.');
    if (!master) {
      if (!isAllowedNewId(incoming.id, candidateProfileIdFor(viewer.userId))) {
        return refuse('invalid', "A candidate profile's id is derived from its user.");
      }
      // Only a profile under an older, random id can exist here: one under the derived id is `master`.
      const existing = await findRows(tx, 'candidates', sql`owner_user_id = ${viewer.userId} and not deleted`);
      if (existing.length) return refuse('rule', 'You already have a candidate profile.');
    }
    const v = validate(candidateProfileWriteSchema, pickWritable('candidates', viewer, incoming));
    if (!v.ok) return v.refusal;
    const kept = Object.fromEntries(SERVER_FIELDS.map((f) => [f, master?.doc[f]]));
    const doc = candidateSchema.parse(
      compact({
        ...newCandidateDefaults(),
        ...compact(kept),
        ...(v.data as Record<string, unknown>),
        id: incoming.id,
        userId: viewer.userId,
        lastActive: now.toISOString(),
        createdAt: (master?.doc.createdAt as string | undefined) ?? now.toISOString(),
        updatedAt: now.toISOString(),
      }),
    );
    return {
      kind: 'write',
      row: {
        id: doc.id,
        ownerUserId: viewer.userId,
        readerUserIds: master?.readerUserIds ?? [],
        publicScope: doc.isOpenToEmployers ? 'employers' : null,
        doc,
      },
      // Opened to employers: into the employer slices it fits, live; matching fields edited: own slice soon.
      after: (t, when) => afterProfileWrite(t, viewer.userId, master, doc, when),
    };
  },
};

/**
 * Give an employer user access to a candidate's contact details (the candidate applied to them or replied).
 * Rewriting the row moves it to a new position, so that employer's devices pull the fuller copy.
 */
export async function grantCandidateContact(tx: Tx, candidateId: string, employerUserId: string, now: Date) {
  const row = await readRow(tx, 'candidates', candidateId, true);
  if (!row || row.readerUserIds.includes(employerUserId)) return;
  await writeRow(tx, 'candidates', { ...row, readerUserIds: [...row.readerUserIds, employerUserId] }, now);
}
