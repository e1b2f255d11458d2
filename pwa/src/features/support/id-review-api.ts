/**
 * The agents' ID review calls. They act on the server at once and their answers are never cached (the service
 * worker leaves /api/ alone, and the document is fetched with no-store), so they need a connection.
 */
import type { IdDecision } from '@shared/schemas/verification-forms.ts';
import { answer, api } from '../../sync/api-client.ts';
export type { IdReview } from '@shared/schemas/id-review.ts';
import type { IdReview } from '@shared/schemas/id-review.ts';


/** The pending submissions, oldest first. */
export async function fetchIdReviews(signal?: AbortSignal): Promise<IdReview[]> {
  const { reviews } = await answer(api.support['id-reviews'].$get(undefined, { init: { signal } }));
  return reviews;
}

/** Where the submitted document streams from (image or PDF). */
export function idReviewDocumentUrl(verificationId: string): string {
  return api.support['id-reviews'][':verificationId'].document.$path({ param: { verificationId: encodeURIComponent(verificationId) } });
}

/** Approve or reject, naming the document the agent looked at (refused if the user replaced it since). */
export function decideIdReview(verificationId: string, decision: IdDecision, idDocumentId: string): Promise<unknown> {
  return answer(api.support['id-reviews'][':verificationId'].decision.$post({ param: { verificationId: encodeURIComponent(verificationId) }, json: { ...decision, idDocumentId } }));
}
