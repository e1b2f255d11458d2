import { averageByAttribute } from '@shared/rules/scorecards.ts';
import { SCORECARD_RATING_LABELS, type Scorecard } from '@shared/schemas/scorecard.ts';
import { useDocs } from '../../db/hooks.ts';

const label = (rating: number) => SCORECARD_RATING_LABELS[Math.round(rating) - 1] ?? '–';

/**
 * The application's scorecards side by side, with the average per attribute (issue 49). The device holds only
 * what the server let it see: none of the others' before the member's own is in.
 */
export function ScorecardsPanel({ applicationId }: { applicationId: string }) {
  const { docs } = useDocs('interviews', { applicationId });
  const cards: Scorecard[] = docs.flatMap((i) => i.scorecards ?? []);
  const hasInterviewed = docs.some((i) => i.status !== 'cancelled');
  if (!hasInterviewed) return null;
  if (cards.length === 0) return <p className="text-sm text-slate-600">No scorecards you can see yet: the others’ show once you submitted yours.</p>;
  const averages = averageByAttribute(cards);
  return (
    <div className="overflow-x-auto">
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
