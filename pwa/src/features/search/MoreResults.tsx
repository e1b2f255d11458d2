import { useId, type ReactNode } from 'react';
import type { SearchType } from '@shared/schemas/search-filters.ts';
import { Button, Spinner } from '../../ui/index.ts';
import { SEARCH_COPY } from './search-copy.ts';
import type { ServerSearchResults } from './use-server-search.ts';

/**
 * The section below a screen's local results: the server's results this device does not hold, under a heading
 * that says they come from the whole marketplace, with 'Show more results' for the next page; offline, one line
 * saying the search covers only this device. Nothing at all while nothing is searched.
 */
export function MoreResults({
  type,
  results,
  children,
}: {
  type: SearchType;
  results: Pick<ServerSearchResults<unknown>, 'status' | 'items' | 'hasMore' | 'isLoadingMore' | 'showMore'>;
  /** The cards of `results.items`, each an `li`. */
  children: ReactNode;
}) {
  const headingId = useId();
  const { status, items, hasMore, isLoadingMore, showMore } = results;
  if (status === 'idle') return null;
  if (status === 'offline') {
    return (
      <p data-testid="search-scope" className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
        {SEARCH_COPY.offline(type)}
      </p>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || isLoadingMore}
      data-testid="more-results"
      className="flex flex-col gap-4 border-t border-slate-200 pt-5"
    >
      <div>
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {SEARCH_COPY.moreHeading(type)}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">{SEARCH_COPY.moreHint(type)}</p>
      </div>
      {status === 'loading' ? (
        <div className="flex justify-center py-6 text-brand-600">
          <Spinner label={SEARCH_COPY.searching(type)} />
        </div>
      ) : status === 'error' ? (
        <p role="status" className="text-sm text-slate-700">
          {SEARCH_COPY.failed}
        </p>
      ) : items.length === 0 ? (
        <p role="status" className="text-sm text-slate-700">
          {hasMore ? SEARCH_COPY.allLocalSoFar(type) : SEARCH_COPY.noMore(type)}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">{children}</ul>
      )}
      {status === 'ready' && hasMore && (
        <Button variant="secondary" className="self-center" disabled={isLoadingMore} onClick={showMore}>
          {isLoadingMore ? SEARCH_COPY.searching(type) : SEARCH_COPY.showMore}
        </Button>
      )}
    </section>
  );
}
