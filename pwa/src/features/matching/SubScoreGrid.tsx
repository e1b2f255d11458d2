import { MATCH_WEIGHTS, type MatchExplanation } from '@shared/scoring/index.ts';
import { SUB_SCORE_LABELS } from '../jobs/match-display.ts';

/**
 * The five sub-scores of a match with their weights, as both sides of a match show them. The weight is slate-500:
 * slate-400 on the tile's slate-50 falls below a 4.5:1 contrast.
 */
export function SubScoreGrid({ scores }: { scores: MatchExplanation['scores'] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {SUB_SCORE_LABELS.map(([key, label]) => (
        <div key={key} className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-xs text-slate-600">
            {label} <span className="text-slate-500">({MATCH_WEIGHTS[key]}%)</span>
          </dt>
          <dd className="text-base font-semibold text-slate-900 tabular-nums">{scores[key]}%</dd>
        </div>
      ))}
    </dl>
  );
}
