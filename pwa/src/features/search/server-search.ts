/**
 * Asking GET /api/search for what this device does not hold (issue 18): the request path of a search, the Link
 * header's next page, and a small store that debounces, drops stale answers and pages. Plain TypeScript, so it
 * is tested without React; use-server-search.ts binds it to a screen. It does not decide what counts as "on this
 * device": the caller passes that in, and results are hidden, not dropped, so a job saved from here (and so
 * pinned onto the device by replication) moves to the local list without a refetch.
 */
import type { SearchFiltersInput } from '@shared/schemas/search-filters.ts';
import { toSearchParams, type JobSort, type SearchType } from '@shared/schemas/search-params.ts';
import { api } from '../../sync/api-client.ts';

/** Results asked for per page (the endpoint allows 1..50). */
export const SERVER_PAGE_SIZE = 20;
/** Quiet time after the last keystroke before the server is asked, so typing a word sends one request. */
export const SERVER_SEARCH_DEBOUNCE_MS = 300;
/**
 * Pages followed on their own when a page brings nothing new (every result is already on this device, which is
 * likely: the device holds the best matches). Past this the 'Show more' button asks the person.
 */
export const MAX_AUTO_PAGES = 3;

/**
 * The GET /api/search path of a search, or null when nothing is asked (no query, no filter): the server is only
 * asked about a search, never for "everything".
 */
export function serverSearchPath(type: SearchType, filters: SearchFiltersInput, limit = SERVER_PAGE_SIZE, sort: JobSort = 'match'): string | null {
  const params = toSearchParams(type, {
    ...filters,
    query: filters.query?.trim(),
    location: filters.location?.trim(),
    // false means "not filtered" on every screen; the endpoint would read remote=false as "on-site only".
    remote: filters.remote ? true : undefined,
  });
  if (Object.keys(params).length <= 1) return null;
  // Best match is the endpoint's default, so that search's path stays as it was (it is the search's identity).
  const order: Record<string, string> = type === 'jobs' && sort !== 'match' ? { sort } : {};
  return `${api.search.$path()}?${new URLSearchParams({ ...params, limit: String(limit), ...order }).toString()}`;
}

/**
 * The next page's path from a Link header (`</api/search?...&cursor=X>; rel="next"`), or null. Only a path on
 * this origin's /api/search is followed, so a header can never send the session cookie elsewhere.
 */
export function readNextLink(header: string | null, origin = 'http://localhost'): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const [target, ...params] = part.split(';');
    const url = /^\s*<([^>]*)>\s*$/.exec(target)?.[1];
    const rel = params.map((param) => /^\s*rel\s*=\s*"?([^"]*)"?\s*$/i.exec(param)?.[1]).find(Boolean);
    if (url === undefined || !rel?.toLowerCase().split(/\s+/).includes('next')) continue;
    try {
      const resolved = new URL(url, origin);
      if (resolved.origin !== new URL(origin).origin || resolved.pathname !== api.search.$path()) return null;
      return `${resolved.pathname}${resolved.search}`;
    } catch {
      return null;
    }
  }
  return null;
}

/** Items of a page appended to those held, leaving out ids already held (a page may overlap after data changes). */
export function appendPage<T extends { id: string }>(held: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(held.map((item) => item.id));
  const merged = [...held];
  for (const item of page) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  return merged;
}

/** The results to show below the local ones: the server's, in its order, without those this device holds. */
export function withoutLocal<T extends { id: string }>(items: readonly T[], isOnDevice: (id: string) => boolean): T[] {
  return items.filter((item) => !isOnDevice(item.id));
}

/** One page of the endpoint's answer, items already checked against the shared schema. */
export interface ServerPage<T> {
  items: T[];
  next: string | null;
}

export type ServerSearchStatus = 'idle' | 'offline' | 'loading' | 'ready' | 'error';

export interface ServerSearchState<T> {
  status: ServerSearchStatus;
  /** Every result received for the current search, in the server's order (local ones included; see withoutLocal). */
  items: readonly T[];
  /** The next page's path, or null at the end. */
  next: string | null;
  isLoadingMore: boolean;
}

export interface ServerSearchDeps<T> {
  fetchPage: (path: string, signal: AbortSignal) => Promise<ServerPage<T>>;
  /** Read when a page arrives, to decide whether to follow the next one on its own. */
  isOnDevice: (id: string) => boolean;
  debounceMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const IDLE = { status: 'idle', items: [], next: null, isLoadingMore: false } as const;

/**
 * The server half of one search box. `update(path, isOnline)` on every change of the search or of the
 * connection; `showMore()` for the next page. Each search's requests are aborted when it is replaced, and an
 * answer that arrives for a replaced search is ignored.
 */
export class ServerSearch<T extends { id: string }> {
  private state: ServerSearchState<T> = IDLE;
  private readonly listeners = new Set<() => void>();
  private path: string | null = null;
  private isOnline = true;
  private timer: unknown = null;
  private controller: AbortController | null = null;
  private autoPages = 0;

  constructor(private readonly deps: ServerSearchDeps<T>) {}

  getState = (): ServerSearchState<T> => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  update(path: string | null, isOnline: boolean): void {
    if (path === this.path && isOnline === this.isOnline && this.state.status !== 'idle') return;
    const wasOffline = !this.isOnline;
    this.path = path;
    this.isOnline = isOnline;
    this.cancel();
    if (path === null) return this.set(IDLE);
    if (!isOnline) return this.set({ ...IDLE, status: 'offline' });
    this.set({ ...IDLE, status: 'loading' });
    // Coming back online is not typing: ask at once.
    if (wasOffline) return void this.load(path, false);
    this.timer = (this.deps.setTimer ?? setTimeout)(() => {
      this.timer = null;
      void this.load(path, false);
    }, this.deps.debounceMs ?? SERVER_SEARCH_DEBOUNCE_MS);
  }

  showMore(): void {
    const { next, status, isLoadingMore } = this.state;
    if (!next || status !== 'ready' || isLoadingMore || !this.isOnline) return;
    this.autoPages = 0;
    void this.load(next, true);
  }

  /** Stops whatever is under way (the screen is leaving); a later `update` starts afresh. */
  dispose(): void {
    this.cancel();
    this.path = null;
    this.state = IDLE;
  }

  private cancel(): void {
    if (this.timer !== null) (this.deps.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
    this.timer = null;
    this.controller?.abort();
    this.controller = null;
    this.autoPages = 0;
  }

  private async load(path: string, isMore: boolean): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    if (isMore) this.set({ ...this.state, isLoadingMore: true });
    try {
      const page = await this.deps.fetchPage(path, controller.signal);
      if (controller.signal.aborted) return;
      const items = isMore ? appendPage(this.state.items, page.items) : appendPage([], page.items);
      const added = items.length - (isMore ? this.state.items.length : 0);
      const shownNew = items.slice(items.length - added).some((item) => !this.deps.isOnDevice(item.id));
      if (!shownNew && page.next && this.autoPages < MAX_AUTO_PAGES) {
        // Nothing to show yet: follow on, still "loading" from the person's point of view.
        this.autoPages++;
        this.state = { ...this.state, items, next: page.next };
        return void this.load(page.next, true);
      }
      this.controller = null;
      this.set({ status: 'ready', items, next: page.next, isLoadingMore: false });
    } catch {
      if (controller.signal.aborted) return;
      this.controller = null;
      // A failed first page is an error; a failed later page keeps what was shown and offers 'Show more' again.
      if (isMore && this.state.items.length > 0) this.set({ ...this.state, status: 'ready', isLoadingMore: false });
      else this.set({ ...IDLE, status: 'error' });
    }
  }

  private set(next: ServerSearchState<T>): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
