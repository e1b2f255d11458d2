/**
 * The replication client's pulls as RxDB makes them (one page of PULL_BATCH at a time, each from the checkpoint
 * the last answered), against a server that answers several pages per request with their cuts: RxDB gets the
 * same pages and checkpoints as from one request per page, in a quarter of the requests, and a page that is
 * not the one asked for (RxDB starting over from an older checkpoint, an answer gone stale) is fetched again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Checkpoint, PullResponse, WireDoc } from '@shared/schemas/replication.ts';
import { createReplicationClient, splitPages } from './replication-client.ts';

const ALL: WireDoc[] = Array.from({ length: 4321 }, (_, n) => ({ id: `job-${n}-🚀-e\u0301`, _deleted: n % 97 === 0 }));

/** A server whose checkpoint is the position after the last document sent. */
function serve(body: { checkpoint: Checkpoint | null; limit: number; pageSize?: number }): PullResponse {
  const start = body.checkpoint ? Number(body.checkpoint.xid) : 0;
  const documents = ALL.slice(start, start + body.limit);
  const at = (end: number): Checkpoint => ({ xid: String(end), seq: 0 });
  const cuts = [];
  if (body.pageSize) for (let end = body.pageSize; end < documents.length; end += body.pageSize) cuts.push(at(start + end));
  return { documents, checkpoint: documents.length ? at(start + documents.length) : body.checkpoint, ...(cuts.length ? { cuts } : {}) };
}

const requests: { limit: number; pageSize?: number }[] = [];

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', async (_path: string, init: { body: string }) => {
    const body = JSON.parse(init.body) as { checkpoint: Checkpoint | null; limit: number; pageSize?: number };
    requests.push({ limit: body.limit, ...(body.pageSize ? { pageSize: body.pageSize } : {}) });
    return new Response(JSON.stringify(serve(body)), { status: 200 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function client() {
  return createReplicationClient({ device: {} as never, onSynced() {}, onSessionEnded() {}, onRefused() {} });
}

/** Pull as RxDB does until a page is short; every page and checkpoint it got. */
async function pullAll(pull: ReturnType<typeof client>['pull'], from: Checkpoint | null, size: number) {
  const pages: PullResponse[] = [];
  let checkpoint = from;
  for (;;) {
    const page = await pull('jobs', checkpoint, size);
    pages.push(page);
    checkpoint = page.checkpoint;
    if (page.documents.length < size) return pages;
  }
}

describe('pulls of several pages per request', () => {
  it('hands RxDB the pages and checkpoints of one request per page, in a quarter of the requests', async () => {
    const pages = await pullAll(client().pull, null, 500);
    const expected = [];
    for (let start = 0; ; start += 500) {
      expected.push(serve({ checkpoint: start ? { xid: String(start), seq: 0 } : null, limit: 500 }));
      if (expected.at(-1)!.documents.length < 500) break;
    }
    expect(pages).toEqual(expected.map(({ documents, checkpoint }) => ({ documents, checkpoint })));
    // 2,000, 2,000 and the last 321, each asked for while RxDB stored the pages before.
    expect(requests).toEqual([
      { limit: 2000, pageSize: 500 },
      { limit: 2000, pageSize: 500 },
      { limit: 2000, pageSize: 500 },
    ]);
  });

  it('fetches again when RxDB starts over from another checkpoint, or the pages waited too long', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { pull } = client();
    const first = await pull('jobs', null, 500);
    // RxDB starts over (a RESYNC) from where it began: the same first page, fetched again.
    expect(await pull('jobs', null, 500)).toEqual(first);
    expect(requests).toHaveLength(3);
    // The next pages were fetched with that answer, but are used only while fresh.
    vi.setSystemTime(Date.now() + 15_000);
    const second = await pull('jobs', first.checkpoint, 500);
    expect(second.documents).toEqual(ALL.slice(500, 1000));
    expect(requests).toHaveLength(5);
  });
});

describe('a page asked for before RxDB asks (a first sync)', () => {
  it("is the answer to RxDB's first pull, with no request of its own, and the pages after it are the same", async () => {
    const c = client();
    expect(c.hasAsked('jobs')).toBe(false);
    c.prefetch('jobs', null, 500);
    expect(c.hasAsked('jobs')).toBe(true);
    expect(c.hasAsked('messages')).toBe(false);
    // Asked for twice (a second leadership): still one request.
    c.prefetch('jobs', null, 500);
    expect(requests).toHaveLength(1);
    const pages = await pullAll(c.pull, null, 500);
    expect(pages.flatMap((p) => p.documents)).toEqual(ALL);
    expect(pages.at(-1)!.checkpoint).toEqual({ xid: String(ALL.length), seq: 0 });
    // The early request is one page, so the first documents come (and are stored) sooner; then four a request.
    expect(requests).toEqual([{ limit: 500, pageSize: 500 }, { limit: 2000, pageSize: 500 }, { limit: 2000, pageSize: 500 }]);
  });

  it('asks for the answer after it as soon as it is here, before RxDB pulls, and RxDB then uses both', async () => {
    const c = client();
    c.prefetch('jobs', null, 500);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests).toEqual([{ limit: 500, pageSize: 500 }, { limit: 2000, pageSize: 500 }]);
    const pages = await pullAll(c.pull, null, 500);
    expect(pages.flatMap((p) => p.documents)).toEqual(ALL);
    expect(requests).toEqual([{ limit: 500, pageSize: 500 }, { limit: 2000, pageSize: 500 }, { limit: 2000, pageSize: 500 }]);
  });

  it('asks for nothing more when it is the whole collection', async () => {
    let calls = 0;
    const few = ALL.slice(0, 120);
    vi.stubGlobal('fetch', async () => {
      calls += 1;
      return new Response(JSON.stringify({ documents: few, checkpoint: { xid: '120', seq: 0 } }), { status: 200 });
    });
    const c = client();
    c.prefetch('jobs', null, 500);
    const page = await c.pull('jobs', null, 500);
    expect(page.documents).toEqual(few);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toBe(1);
  });

  it('that failed (a dropped connection) is asked for again when RxDB pulls, rather than failing the pull', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async (_path: string, init: { body: string }) => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(serve(JSON.parse(init.body))), { status: 200 });
    });
    const c = client();
    c.prefetch('jobs', null, 500);
    const first = await c.pull('jobs', null, 500);
    expect(first.documents).toEqual(ALL.slice(0, 500));
    // The failed one, the one asked again, and the next answer asked ahead.
    expect(calls).toBe(3);
  });

  it('is not used for a pull from another checkpoint (a device that synced before)', async () => {
    const c = client();
    c.prefetch('jobs', null, 500);
    const from = { xid: '1000', seq: 0 };
    const page = await c.pull('jobs', from, 500);
    expect(page.documents).toEqual(ALL.slice(1000, 1500));
    // The early page, the one asked for, the answer after that; and the one after the early page (wasted here,
    // but a device that synced before asks for no early page).
    await vi.waitFor(() => expect(requests).toHaveLength(4));
  });
});

describe('splitPages', () => {
  it('splits at the cuts, and keeps an answer without them whole', () => {
    const cp = (xid: string): Checkpoint => ({ xid, seq: 1 });
    const docs = ALL.slice(0, 5);
    expect(splitPages({ documents: docs, checkpoint: cp('9'), cuts: [cp('3'), cp('6')] }, 2)).toEqual([
      { documents: docs.slice(0, 2), checkpoint: cp('3') },
      { documents: docs.slice(2, 4), checkpoint: cp('6') },
      { documents: docs.slice(4), checkpoint: cp('9') },
    ]);
    // An older server (no cuts), or cuts that do not fit the page size: one page, as RxDB can store it.
    expect(splitPages({ documents: docs, checkpoint: cp('9') }, 2)).toEqual([{ documents: docs, checkpoint: cp('9') }]);
    expect(splitPages({ documents: docs, checkpoint: cp('9'), cuts: [cp('3')] }, 2)).toEqual([{ documents: docs, checkpoint: cp('9') }]);
    expect(splitPages({ documents: [], checkpoint: cp('9') }, 2)).toEqual([{ documents: [], checkpoint: cp('9') }]);
  });
});
