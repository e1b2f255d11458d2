import { useSnapshot } from 'valtio';
import { SCORECARD_TEXTS } from '@shared/messages.ts';
import { averageByAttribute } from '@shared/rules/scorecards.ts';
import { SCORECARD_RATING_LABELS, type Scorecard } from '@shared/schemas/scorecard.ts';
import { useDocs } from '../../db/hooks.ts';
import { usePendingFieldIds } from '../../db/device-hooks.ts';
import { session } from '../../state/session.ts';
import { Badge } from '../../ui/index.ts';
import { shownScorecards } from '../interviews/scorecard-doc.ts';

const label = (rating: number) => SCORECARD_RATING_LABELS[Math.round(rating) - 1] ?? '–';

/**
 * The application's scorecards side by side, with the average per attribute (issue 49). The device holds only
 * what the server let it see: none of the others' before the member's own is in. A card of one's own still
 * waiting on the device shows alone, marked 'Waiting to sync', until the server has it.
 */
export function ScorecardsPanel({ applicationId }: { applicationId: string }) {
  const { user } = useSnapshot(session);
  const { docs } = useDocs('interviews', { applicationId });
  const pending = usePendingFieldIds('interviews', 'scorecards');
  const userId = user?.id ?? '';
  const cards: Scorecard[] = docs.flatMap((i) => shownScorecards(i, userId, pending.has(i.id)));
  const isOwnPending = docs.some((i) => pending.has(i.id) && (i.scorecards ?? []).some((c) => c.authorUserId === userId));
  const hasInterviewed = docs.some((i) => i.status !== 'cancelled');
  if (!hasInterviewed) return null;
  if (cards.length === 0) return <p className="text-sm text-slate-600">{SCORECARD_TEXTS.noneVisible}</p>;
  const averages = averageByAttribute(cards);
  return (
    <div className="overflow-x-auto">
      {isOwnPending && (
        <p className="mb-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Badge tone="warning">{SCORECARD_TEXTS.waiting}</Badge>
          {SCORECARD_TEXTS.othersAfterSync}
        </p>
      )}
      <table className="min-w-full text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-slate-900">Scorecards</caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="pr-3">Attribute</th>
            {cards.map((c) => (
              <th key={c.authorUserId} scope="col" className="pr-3">
                {c.authorName}
              </th>
            ))}
            <th scope="col">Average</th>
          </tr>
        </thead>
        <tbody>
          {averages.map((a) => (
            <tr key={a.attribute}>
              <th scope="row" className="pr-3 text-left font-medium">{a.attribute}</th>
              {cards.map((c) => {
                const r = c.ratings.find((x) => x.attribute === a.attribute);
                return (
                  <td key={c.authorUserId} className="pr-3" title={r?.comment}>
                    {r ? label(r.rating) : '–'}
                  </td>
                );
              })}
              <td>{a.average}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="pr-3 text-left font-medium">Recommendation</th>
            {cards.map((c) => (
              <td key={c.authorUserId} className="pr-3">
                {label(c.recommendation)}
              </td>
            ))}
            <td>{Math.round((cards.reduce((s, c) => s + c.recommendation, 0) / cards.length) * 10) / 10}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
