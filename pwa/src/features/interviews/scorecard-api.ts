/** Submitting one's scorecard (POST /api/interviews/{id}/scorecard): online only, the server sets author and time. */
import type { ScorecardForm } from '@shared/schemas/scorecard.ts';
import { answer, api } from '../../sync/api-client.ts';

export async function submitScorecard(interviewId: string, form: ScorecardForm) {
  return answer(api.interviews[':id'].scorecard.$post({ param: { id: encodeURIComponent(interviewId) }, json: form }));
}
