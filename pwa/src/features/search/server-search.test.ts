import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchQuerySchema, searchRequestSchema } from '@shared/schemas/search-filters.ts';
import {
  MAX_AUTO_PAGES,
  SERVER_SEARCH_DEBOUNCE_MS,
  ServerSearch,
  appendPage,
  readNextLink,
  serverSearchPath,
  withoutLocal,
  type ServerPage,
} from './server-search.ts';

const item = (id: string) => ({ id });

describe('serverSearchPath', () => {
  it('asks nothing when nothing is searched (blank words and unset filters are not a search)', () => {
    expect(serverSearchPath('jobs', {})).toBeNull();
    expect(serverSearchPath('jobs', { query: '   ', location: '', skills: [], remote: false })).toBeNull();
  });

  it("is read back by the endpoint's own schema as the same search", () => {
    const path = serverSearchPath('jobs', {
      query: '  Zürich  Entwickler ',
      skills: ['C++', 'Node.js'],
      salaryRange: [60_000, 90_000],
      remote: true,
      visaStatus: 'sponsorship',
    });
    expect(path).not.toBeNull();
    const url = new URL(path!, 'http://localhost');
    expect(url.pathname).toBe('/api/search');
    expect(url.searchParams.get('limit')).toBe('20');
    const parsed = searchQuerySchema.parse(Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'limit')));
    expect(parsed).toEqual({
      type: 'jobs',
      filters: expect.objectContaining({
        query: 'Zürich  Entwickler',
        skills: ['C++', 'Node.js'],
        salaryRange: [60_000, 90_000],
        remote: true,
        visaStatus: 'sponsorship',
      }),
    });
  });

  it('never sends remote=false, which the endpoint would read as on-site only', () => {
    expect(serverSearchPath('jobs', { query: 'react', remote: false })).not.toContain('remote');
  });

  it('asks for the screen’s order, read back by the endpoint’s schema; best match keeps the plain path', () => {
    const path = serverSearchPath('jobs', { query: 'react' }, 20, 'salary')!;
    const params = Object.fromEntries(new URL(path, 'http://localhost').searchParams);
    expect(searchRequestSchema.parse(params)).toEqual(expect.objectContaining({ sort: 'salary', limit: 20 }));
    expect(serverSearchPath('jobs', { query: 'react' }, 20, 'match')).toBe(serverSearchPath('jobs', { query: 'react' }));
    // Candidates have one order: none is sent.
    expect(serverSearchPath('candidates', { query: 'react' }, 20, 'newest')).not.toContain('sort');
  });
});

describe('readNextLink', () => {
  const origin = 'https://hiresync.example';

  it('follows rel="next" among other links, relative or absolute on this origin', () => {
    expect(readNextLink('</api/search?type=jobs&cursor=abc>; rel="next"', origin)).toBe('/api/search?type=jobs&cursor=abc');
    expect(
      readNextLink('</api/search?cursor=1>; rel="prev", <https://hiresync.example/api/search?cursor=3>; rel="next"', origin),
    ).toBe('/api/search?cursor=3');
    expect(readNextLink('</api/search?cursor=z>; rel="first next"', origin)).toBe('/api/search?cursor=z');
  });

  it('gives null at the end, and for a link that would leave this origin or the search endpoint', () => {
    expect(readNextLink(null, origin)).toBeNull();
    expect(readNextLink('</api/search?cursor=1>; rel="prev"', origin)).toBeNull();
    expect(readNextLink('<https://evil.example/api/search?cursor=1>; rel="next"', origin)).toBeNull();
    expect(readNextLink('<//evil.example/api/search?cursor=1>; rel="next"', origin)).toBeNull();
    expect(readNextLink('</api/account>; rel="next"', origin)).toBeNull();
    expect(readNextLink('garbage', origin)).toBeNull();
  });
});

describe('merging', () => {
  it('appends a page without the ids already held, in the server order', () => {
    expect(appendPage([item('a'), item('b')], [item('b'), item('c'), item('c'), item('d')]).map((x) => x.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('hides what this device holds, and shows it again if it leaves the device', () => {
    const items = [item('a'), item('b'), item('c')];
    const onDevice = new Set(['b']);
    expect(withoutLocal(items, (id) => onDevice.has(id)).map((x) => x.id)).toEqual(['a', 'c']);
    onDevice.delete('b');
    onDevice.add('a');
    expect(withoutLocal(items, (id) => onDevice.has(id)).map((x) => x.id)).toEqual(['b', 'c']);
  });
});

/** A fetchPage whose answers the test gives, one per request, in any order. */
function fakeServer() {
  const requests: { path: string; signal: AbortSignal; answer: (page: ServerPage<{ id: string }>) => void; fail: (e: unknown) => void }[] = [];
  const fetchPage = (path: string, signal: AbortSignal) =>
    new Promise<ServerPage<{ id: string }>>((resolve, reject) => {
      requests.push({ path, signal, answer: resolve, fail: reject });
    });
  return { requests, fetchPage };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('ServerSearch', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('asks once for a burst of keystrokes, after the quiet time', () => {
    const server = fakeServer();
    const search = new ServerSearch({ fetchPage: server.fetchPage, isOnDevice: () => false });
    search.update('/api/search?type=jobs&query=r', true);
    search.update('/api/search?type=jobs&query=re', true);
    search.update('/api/search?type=jobs&query=rea', true);
    expect(search.getState().status).toBe('loading');
    vi.advanceTimersByTime(SERVER_SEARCH_DEBOUNCE_MS - 1);
    expect(server.requests).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(server.requests.map((r) => r.path)).toEqual(['/api/search?type=jobs&query=rea']);
  });

  it('aborts a request its search replaced and ignores its late answer', async () => {
    const server = fakeServer();
    const search = new ServerSearch({ fetchPage: server.fetchPage, isOnDevice: () => false });
    search.update('/api/search?type=jobs&query=old', true);
    vi.advanceTimersByTime(SERVER_SEARCH_DEBOUNCE_MS);
    search.update('/api/search?type=jobs&query=new', true);
    vi.advanceTimersByTime(SERVER_SEARCH_DEBOUNCE_MS);
    expect(server.requests[0].signal.aborted).toBe(true);
    server.requests[1].answer({ items: [item('new')], next: null });
    await flush();
    server.requests[0].answer({ items: [item('old')], next: null });
    await flush();
    expect(search.getState()).toMatchObject({ status: 'ready', items: [item('new')], next: null });
  });

  it('asks nothing offline, says so, and asks at once when back online', async () => {
    const server = fakeServer();
    const search = new ServerSearch({ fetchPage: server.fetchPage, isOnDevice: () => false });
    search.update('/api/search?type=jobs&query=react', false);
    vi.advanceTimersByTime(SERVER_SEARCH_DEBOUNCE_MS * 10);
    expect(server.requests).toHaveLength(0);
    expect(search.getState().status).toBe('offline');
    search.update('/api/search?type=jobs&query=react', true);
    expect(server.requests).toHaveLength(1);
    server.requests[0].answer({ items: [item('a')], next: null });
    await flush();
    expect(search.getState().status).toBe('ready');
    // Going offline again drops the server's results rather than leaving them looking current.
    search.update('/api/search?type=jobs&query=react', false);
    expect(search.getState()).toMatchObject({ status: 'offline', items: [] });
  });

  it('goes idle and aborts when the search is cleared', () => {
    const server = fakeServer();
    const search = new ServerSearch({ fetchPage: server.fetchPage, isOnDevice: () => false });
    search.update('/api/search?type=jobs&query=react', true);
    vi.advanceTimersByTime(SERVER_SEARCH_DEBOUNCE_MS);
    search.update(null, true);
    expect(server.requests[0].signal.aborted).toBe(true);
    expect(search.getState().status).toBe('idle');
  });

  it("pages with the Link header's next page behind showMore, appending without duplicates", async () => {
    const server = fakeServer();
    const search = new ServerSearch({ fetchPage: server.fetchPage, isOnDevice: () => false });
    search.update('/api/search?type=jobs&query=react', true);
    vi.advanceTimersByTime(SERVER_SEARCH_DEBOUNCE_MS);
    server.requests[0].answer({ items: [item('a'), item('b')], next: '/api/search?cursor=2' });
    await flush();
    expect(server.requests).toHaveLength(1);
    search.showMore();
    search.showMore(); // a double click asks once
    expect(server.requests.map((r) => r.path)).toEqual(['/api/search?type=jobs&query=react', '/api/search?cursor=2']);
    expect(search.getState().isLoadingMore).toBe(true);
    server.requests[1].answer({ items: [item('b'), item('c')], next: null });
    await flush();
    expect(search.getState()).toMatchObject({ status: 'ready', next: null, isLoadingMore: false });
    expect(search.getState().items.map((x) => x.id)).toEqual(['a', 'b', 'c']);
    search.showMore();
    expect(server.requests).toHaveLength(2);
  });

  it('follows on by itself, a few pages at most, while every result is already on this device', async () => {
    const server = fakeServer();
    const search = new ServerSearch({ fetchPage: server.fetchPage, isOnDevice: (id) => id.startsWith('local') });
    search.update('/api/search?type=jobs&query=react', true);
    vi.advanceTimersByTime(SERVER_SEARCH_DEBOUNCE_MS);
    for (let page = 0; page <= MAX_AUTO_PAGES; page++) {
      expect(server.requests).toHaveLength(page + 1);
      server.requests[page].answer({ items: [item(`local-${page}`)], next: `/api/search?cursor=${page + 1}` });
      await flush();
    }
    expect(server.requests).toHaveLength(MAX_AUTO_PAGES + 1);
    expect(search.getState()).toMatchObject({ status: 'ready', next: `/api/search?cursor=${MAX_AUTO_PAGES + 1}` });
    // The person asks for more: one page, and the automatic budget starts again.
    search.showMore();
    server.requests[MAX_AUTO_PAGES + 1].answer({ items: [item('remote-1')], next: '/api/search?cursor=x' });
    await flush();
    expect(server.requests).toHaveLength(MAX_AUTO_PAGES + 2);
    expect(withoutLocal(search.getState().items, (id) => id.startsWith('local')).map((x) => x.id)).toEqual(['remote-1']);
  });

  it('reports a failed first page, and keeps what it has when a later page fails', async () => {
    const server = fakeServer();
    const search = new ServerSearch({ fetchPage: server.fetchPage, isOnDevice: () => false });
    search.update('/api/search?type=jobs&query=a', true);
    vi.advanceTimersByTime(SERVER_SEARCH_DEBOUNCE_MS);
    server.requests[0].fail(new TypeError('Failed to fetch'));
    await flush();
    expect(search.getState().status).toBe('error');

    search.update('/api/search?type=jobs&query=b', true);
    vi.advanceTimersByTime(SERVER_SEARCH_DEBOUNCE_MS);
    server.requests[1].answer({ items: [item('x')], next: '/api/search?cursor=2' });
    await flush();
    search.showMore();
    server.requests[2].fail(new Error('500: boom'));
    await flush();
    expect(search.getState()).toMatchObject({ status: 'ready', items: [item('x')], next: '/api/search?cursor=2', isLoadingMore: false });
  });

  it('tells subscribers of each change, and starts afresh after dispose (a remounted screen)', async () => {
    const server = fakeServer();
    const search = new ServerSearch({ fetchPage: server.fetchPage, isOnDevice: () => false });
    const seen: string[] = [];
    search.subscribe(() => seen.push(search.getState().status));
    search.update('/api/search?type=jobs&query=a', true);
    vi.advanceTimersByTime(SERVER_SEARCH_DEBOUNCE_MS);
    search.dispose();
    expect(server.requests[0].signal.aborted).toBe(true);
    search.update('/api/search?type=jobs&query=a', true);
    vi.advanceTimersByTime(SERVER_SEARCH_DEBOUNCE_MS);
    expect(server.requests).toHaveLength(2);
    server.requests[1].answer({ items: [], next: null });
    await flush();
    expect(seen).toEqual(['loading', 'loading', 'ready']);
  });
});
