/**
 * The replication client's push: it asks for the stored states (PUSH_STORED_HEADER), hands RxDB the conflicts
 * and the stored states as master states, and marks the stored ones so the conflict handler takes them as they
 * are; a later answer for the same document is judged afresh.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { PUSH_STORED_HEADER, type PushResponse, type WireDoc } from '@shared/schemas/replication.ts';
import { createReplicationClient, wasRefused } from './replication-client.ts';

afterEach(() => vi.unstubAllGlobals());

const device = {
  outbox: { where: () => ({ anyOf: () => ({ and: () => ({ delete: async () => 0 }) }) }) },
  refused: { put: async () => undefined },
};

function answering(answer: PushResponse, headers: Record<string, string>[]) {
  vi.stubGlobal('fetch', async (_path: string, init: { headers: HeadersInit }) => {
    // As sent: a Headers object (the typed client's) or a plain one, read the same way.
    headers.push(Object.fromEntries(new Headers(init.headers)));
    return new Response(JSON.stringify(answer), { status: 200 });
  });
}

it('hands RxDB the conflicts and the stored states, the stored ones taken as they are', async () => {
  const client = createReplicationClient({ device: device as never, onSynced() {}, onSessionEnded() {}, onRefused() {} });
  const mine: WireDoc = { id: 'u:j1', jobId: 'j1', _deleted: false };
  const stored: WireDoc = { ...mine, userId: 'u', savedAt: '2026-11-02T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z' };
  const conflict: WireDoc = { id: 'u:j2', jobId: 'j2', userId: 'u', _deleted: true };
  const headers: Record<string, string>[] = [];
  answering({ conflicts: [conflict], refused: [], stored: [stored] }, headers);
  const rows = [{ newDocumentState: mine }, { assumedMasterState: null, newDocumentState: { id: 'u:j2', jobId: 'j2', _deleted: false } as WireDoc }];
  expect(await client.push('savedJobs', rows)).toEqual([conflict, stored]);
  expect(headers[0]![PUSH_STORED_HEADER]).toBeDefined();
  expect(wasRefused('savedJobs', 'u:j1')).toBe(true);
  expect(wasRefused('savedJobs', 'u:j2')).toBe(false);

  // The next push of that document meets a real conflict: merged, not taken as it is.
  answering({ conflicts: [stored], refused: [] }, headers);
  expect(await client.push('savedJobs', [{ newDocumentState: mine }])).toEqual([stored]);
  expect(wasRefused('savedJobs', 'u:j1')).toBe(false);
});

it('an answer without stored states (a server of the older protocol) gives the conflicts alone', async () => {
  const client = createReplicationClient({ device: device as never, onSynced() {}, onSessionEnded() {}, onRefused() {} });
  const conflict: WireDoc = { id: 'u:j3', jobId: 'j3', _deleted: true };
  answering({ conflicts: [conflict], refused: [] }, []);
  expect(await client.push('savedJobs', [{ newDocumentState: { id: 'u:j3', jobId: 'j3', _deleted: false } as WireDoc }])).toEqual([conflict]);
});
