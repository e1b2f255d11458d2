import { useMemo, useState, type ReactNode } from 'react';
import type { MatchBandFilter } from '@shared/rules/match-labels.ts';
import { countBands, selectPairs, type MatchSort, type ScoredPairs } from '../../features/matching/match-pairs.ts';
import { Button, EmptyState } from '../../ui/index.ts';
import { MatchControls } from './MatchControls.tsx';
import { formatCount } from '../../ui/format-count.ts';

/** Cards rendered at first and added by each 'Show more': each card explains its match, the slow path. */
const PAGE_SIZE = 20;

/**
 * The filter, sort, count and cards of /ai-matching over scored pairs. Filtering and sorting run on the typed
 * score arrays (O(n) for 10,000 pairs); only the page on screen becomes cards.
 */
export function MatchList({ pairs, renderCard }: { pairs: ScoredPairs; renderCard: (pair: number) => ReactNode }) {
  const [band, setBand] = useState<MatchBandFilter>('all');
  const [sort, setSort] = useState<MatchSort>('overall');
  const [view, setView] = useState({ band, sort, count: PAGE_SIZE });

  const counts = useMemo(() => countBands(pairs), [pairs]);
  const order = useMemo(() => selectPairs(pairs, band, sort), [pairs, band, sort]);
  // A new filter or sort starts again at the first page.
  const count = view.band === band && view.sort === sort ? view.count : PAGE_SIZE;
  const shown = Math.min(count, order.length);

  return (
    <div className="flex flex-col gap-4">
      <MatchControls band={band} counts={counts} sort={sort} onBandChange={setBand} onSortChange={setSort} />
      <section aria-labelledby="matches-heading" data-testid="match-results" className="flex flex-col gap-4">
        <h2 id="matches-heading" className="text-sm font-medium text-slate-700" aria-live="polite">
          {order.length === 1 ? '1 match found' : `${formatCount(order.length)} matches found`}
        </h2>
        {order.length === 0 ? (
          <EmptyState
            title="No matches at this level"
            description="Pick another match level to see more."
            action={
              <Button variant="secondary" onClick={() => setBand('all')}>
                Show all matches
              </Button>
            }
          />
        ) : (
          <ul className="flex flex-col gap-4">{Array.from(order.subarray(0, shown), (pair) => renderCard(pair))}</ul>
        )}
        {shown < order.length && (
          <Button variant="secondary" className="self-center" onClick={() => setView({ band, sort, count: count + PAGE_SIZE })}>
            Show more
          </Button>
        )}
      </section>
    </div>
  );
}
