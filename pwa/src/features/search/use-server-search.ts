/**
 * A screen's server search (issue 18): asks GET /api/search for the same search the device just answered, only
 * when online and something is searched, and gives back the results this device does not hold, in the server's
 * order. The request logic is in server-search.ts; this binds it to React and to the online state.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import type { SearchFiltersInput, SearchType } from '@shared/schemas/search-filters.ts';
import type { JobSort } from '@shared/schemas/search-params.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { ServerSearch, serverSearchPath, withoutLocal, type ServerPage, type ServerSearchStatus } from './server-search.ts';

export interface ServerSearchResults<T> {
  status: ServerSearchStatus;
  /** The server's results not on this device. */
  items: readonly T[];
  hasMore: boolean;
  isLoadingMore: boolean;
  showMore: () => void;
}

/**
 * `isOnDevice` should keep its identity while the device's data does (a memoized Set's `has`): the results
 * are filtered again when it changes. `enabled` false (a screen that shows no results) asks nothing.
 */
export function useServerSearch<T extends { id: string }>({
  type,
  filters,
  fetchPage,
  isOnDevice,
  enabled = true,
  sort = 'match',
}: {
  type: SearchType;
  filters: SearchFiltersInput;
  /** The order of job results (the screen's sort select); candidates are always by match. */
  sort?: JobSort;
  fetchPage: (path: string, signal: AbortSignal) => Promise<ServerPage<T>>;
  isOnDevice: (id: string) => boolean;
  enabled?: boolean;
}): ServerSearchResults<T> {
  const { online } = useSnapshot(syncStatus);
  const isOnDeviceRef = useRef(isOnDevice);
  isOnDeviceRef.current = isOnDevice;
  const [search] = useState(
    () => new ServerSearch<T>({ fetchPage, isOnDevice: (id) => isOnDeviceRef.current(id) }),
  );
  useEffect(() => () => search.dispose(), [search]);

  // The path is the search's identity: a new filter object for the same search asks nothing again.
  const path = enabled ? serverSearchPath(type, filters, undefined, sort) : null;
  useEffect(() => search.update(path, online), [search, path, online]);

  const state = useSyncExternalStore(search.subscribe, search.getState);
  const items = useMemo(() => withoutLocal(state.items, isOnDevice), [state.items, isOnDevice]);
  return {
    status: state.status,
    items,
    hasMore: state.next !== null,
    isLoadingMore: state.isLoadingMore,
    showMore: () => search.showMore(),
  };
}
