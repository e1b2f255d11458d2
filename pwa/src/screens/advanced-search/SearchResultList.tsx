import type { ReactNode } from 'react';
import { ResultList } from '../../features/search/ResultList.tsx';
import { Button, EmptyState, Spinner } from '../../ui/index.ts';

/**
 * The results column of /advanced-search: a live count, the cards, 'Show more', and the two empty states
 * (nothing on this device yet; nothing passes the filters, with 'Clear All Filters').
 */
export function SearchResultList({
  noun,
  loading,
  hasData,
  emptyData,
  shown,
  total,
  onShowMore,
  onClear,
  isSearching,
  children,
}: {
  noun: readonly [singular: string, plural: string];
  loading: boolean;
  hasData: boolean;
  emptyData: { title: string; description: string };
  shown: number;
  total: number;
  onShowMore: () => void;
  onClear: () => void;
  /** Something is searched: the server may add results below, so these are labelled as this device's. */
  isSearching: boolean;
  children: ReactNode;
}) {
  if (loading) {
    return (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner size="lg" label={`Loading ${noun[1]}`} />
      </div>
    );
  }
  if (!hasData) return <EmptyState title={emptyData.title} description={emptyData.description} />;
  return (
    <ResultList
      noun={noun}
      shown={shown}
      total={total}
      isSearching={isSearching}
      onShowMore={onShowMore}
      testId="search-results"
      empty={
        <EmptyState
          title={`No ${noun[1]} match these filters`}
          description="Loosen or clear the filters to see more."
          action={
            <Button variant="secondary" onClick={onClear}>
              Clear All Filters
            </Button>
          }
        />
      }
    >
      {children}
    </ResultList>
  );
}
