/**
 * Push bodies for the API fuzz: documents a device of the test world could really write, per collection, each
 * with at most one hostile field. A JSON schema of a push says only `{ id, _deleted }`, which the collection
 * rules refuse at once; these reach the rules themselves (limits, previews, notifications, counters).
 */
import fc from 'fast-check';
import type { CollectionName } from '@shared/schemas/collections.ts';
import { candidateDoc, companyDoc, jobDoc } from './fixtures.ts';
import { withOneHostileField } from './hostile-inputs.ts';
import type { World } from './world.ts';

const FUTURE = '2026-11-09T10:00:00.000Z';

function documentsOf(collection: string, w: World): Record<string, unknown>[] {
  const me = w.actors.applicant.user.id;
  const employer = w.actors.employerA.user.id;
  const long = `${'Long message with emoji at the cut. '.repeat(3)}${'😀'.repeat(300)}`;
  const byCollection: Partial<Record<CollectionName, Record<string, unknown>[]>> = {
    employers: [companyDoc()],
    jobs: [jobDoc(), jobDoc({ isActive: false, skills: ['😀'.repeat(30)] })],
    candidates: [candidateDoc(), candidateDoc({ bio: `${'Résumé à la carte, ﷽ ‮ '.repeat(6)}😀` })],
    applications: [{ jobId: w.activeJob.id, coverLetter: long }],
    conversations: [{ kind: 'direct', participantUserIds: [employer, me] }],
    messages: [{ conversationId: w.conversationId, content: long }, { conversationId: w.conversationId, content: 'x'.repeat(119) + '😀' }],
    interviews: [{ jobId: w.activeJob.id, candidateId: w.profiles.applicant.id, scheduledDateTime: FUTURE, durationMinutes: 45 }],
    savedJobs: [{ id: `${me}:${w.jobB.id}`, jobId: w.jobB.id }],
  };
  return Object.hasOwn(byCollection, collection) ? byCollection[collection as CollectionName]! : [{}];
}

/** A push body for `collection`: one to three rows, new or of documents that exist, at most one field hostile each. */
export function pushRows(collection: string, w: World): fc.Arbitrary<unknown> {
  const existing = [w.applicationId, w.conversationId, w.messageId, w.interviewId, w.savedJobId, w.activeJob.id, w.companyA.id];
  const row = fc
    .tuple(fc.constantFrom(...documentsOf(collection, w)), fc.oneof(fc.uuid(), fc.constantFrom(...existing)))
    .map(([doc, id]) => ({ assumedMasterState: null, newDocumentState: { ...doc, id, _deleted: false } }));
  return fc.array(withOneHostileField(row), { minLength: 1, maxLength: 3 });
}
