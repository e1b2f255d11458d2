import { useId, type ReactNode } from 'react';
import { Button } from '../../ui/index.ts';
import { formatCount } from '../../ui/format-count.ts';
import { OnDeviceLabel } from './OnDeviceLabel.tsx';

/** 'Showing 30 of 1,204 jobs', 'Showing 1 of 1 job', or 'No matching jobs' when nothing passes. */
export function showingLine(shown: number, total: number, noun: readonly [singular: string, plural: string]): string {
  if (total === 0) return `No matching ${noun[1]}`;
  return `Showing ${shown} of ${formatCount(total)} ${total === 1 ? noun[0] : noun[1]}`;
}

/**
 * A screen's local results: the live count (labelled as this device's while something is searched), the cards,
 * 'Show more' while some are left, and `empty` when none pass. Browse Jobs, Find Talent and both sides of
 * Advanced Search use it. `aside` sits beside the count (a first-sync count, 'Clear Filters').
 */
export function ResultList({
  noun,
  shown,
  total,
  isSearching,
  aside,
  empty,
  onShowMore,
  listKey,
  testId,
  query,
  children,
}: {
  noun: readonly [singular: string, plural: string];
  shown: number;
  total: number;
  isSearching: boolean;
  aside?: ReactNode;
  empty: ReactNode;
  onShowMore: () => void;
  /** A new key replaces the cards in place rather than moving them about. */
  listKey?: string;
  testId: string;
  /** The query these results are for, as `data-query` (the benchmark times keystrokes to rendered results). */
  query?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={testId} data-query={query} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          {isSearching && <OnDeviceLabel />}
          <h2 id={headingId} className="text-sm font-medium text-slate-700" aria-live="polite">
            {showingLine(shown, total, noun)}
          </h2>
        </div>
        {aside}
      </div>
      {total === 0 ? (
        empty
      ) : (
        <ul key={listKey} className="flex flex-col gap-4">
          {children}
        </ul>
      )}
      {shown < total && (
        <Button variant="secondary" className="self-center" onClick={onShowMore}>
          Show more
        </Button>
      )}
    </section>
  );
}
