/**
 * The board's bulk action (issue 48): one move, or a rejection with its reason, for the selected cards.
 * Online it is one request to POST /api/applications/bulk, where the server checks each application alone
 * (the pipeline rule, the company's rights) and answers which were done and which refused, with why; the cards
 * then move through replication like any change. Offline, or when the request cannot reach the server, each
 * card goes through the same outbox path as a single move: the shared `reviewApplication` rule decides at once,
 * and a move the server refuses later comes back under "Not sent" with its reason.
 */
import { BOARD_TEXTS } from '@shared/messages.ts';
import { reviewApplication } from '@shared/rules/application-review.ts';
import type { Application } from '@shared/schemas/application.ts';
import { applicationBulkActionSchema, type ApplicationBulkAction } from '@shared/schemas/application-forms.ts';
import { withTag, withoutTag } from '@shared/rules/company-tags.ts';
import type { ApplicationTag } from '@shared/schemas/company-tags.ts';
import { patchDoc } from '../../db/writes.ts';
import { applicationsOfCandidates, writeApplicationTags } from '../company/tag-writes.ts';
import { answer, api } from '../../sync/api-client.ts';

export type BulkReview = Omit<ApplicationBulkAction, 'applicationIds'>;

export interface BulkOutcome {
  /** The applications that took the action (stored by the server, or queued in the outbox when offline). */
  done: string[];
  refused: { id: string; reason: string }[];
  /** True when the action went to the outbox, card by card, instead of the server. */
  queued: boolean;
}

export async function runBulkAction(
  applications: readonly Application[],
  review: BulkReview,
  { online, userId, now = () => new Date() }: { online: boolean; userId: string | undefined; now?: () => Date },
): Promise<BulkOutcome> {
  // The shared schema, as the server reads it: 1-50 unique ids, a reason with a rejection. Throws when not.
  const action = applicationBulkActionSchema.parse({ ...review, applicationIds: applications.map((application) => application.id) });
  if (online) {
    try {
      const result = await answer(api.applications.bulk.$post({ json: action }));
      return { done: result.done, refused: result.refused.map(({ id, reason }) => ({ id, reason })), queued: false };
    } catch (error) {
      // Not reached (a TypeError): queue it as offline. A refusal of the whole action (400, 403) is the caller's.
      if (!(error instanceof TypeError)) throw error;
    }
  }
  return queueEach(applications, review, userId, now());
}

/** Offline: each card through the single move's rule and outbox. */
async function queueEach(applications: readonly Application[], review: BulkReview, userId: string | undefined, at: Date): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], refused: [], queued: true };
  for (const application of applications) {
    const reviewed = reviewApplication(application, review, at, userId);
    if (!reviewed.ok) {
      outcome.refused.push({ id: application.id, reason: reviewed.reason });
      continue;
    }
    if (!reviewed.statusChanged && !reviewed.noteAdded) {
      // Already there: nothing to write, nothing refused.
      outcome.done.push(application.id);
      continue;
    }
    try {
      await patchDoc('applications', application.id, { ...reviewed.fields, updatedAt: at.toISOString() });
      outcome.done.push(application.id);
    } catch {
      outcome.refused.push({ id: application.id, reason: BOARD_TEXTS.queueFailed });
    }
  }
  return outcome;
}

/** A bulk tag: add one tag to, or remove one from, the candidates of the selected cards. */
type TagChangeInput = readonly ApplicationTag[] | undefined;
export type BulkTag = { add: ApplicationTag } | { remove: ApplicationTag };

/**
 * The board's bulk tag (issue 48): the tag goes onto (or comes off) every application of the selected cards'
 * candidates on the device (a candidate's tags are the same on each of their applications to the company), as
 * ONE local write batch: it shows at once, queues offline like every write, and goes out in one push, where the
 * server checks it and creates a tag made offline. Answers how many candidates it changed.
 */
export async function runBulkTag(selected: readonly Application[], all: readonly Application[], action: BulkTag, now = new Date()): Promise<{ candidates: number; written: string[] }> {
  const candidateIds = new Set(selected.map((application) => application.candidateId));
  const ids = applicationsOfCandidates(all.length > 0 ? all : selected, candidateIds);
  const change = 'add' in action ? (tags: TagChangeInput) => withTag(tags, action.add) : (tags: TagChangeInput) => withoutTag(tags, action.remove.id);
  const written = await writeApplicationTags(ids, change, now);
  const changed = new Set(all.filter((application) => written.includes(application.id)).map((application) => application.candidateId));
  return { candidates: changed.size, written };
}
