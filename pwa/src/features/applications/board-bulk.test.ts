import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_CHANGE_REFUSALS } from '@shared/messages.ts';
import type { Application } from '@shared/schemas/application.ts';

const patchDoc = vi.fn(async () => {});
// One bulk write: the ids and the change worked out per stored document, run here on the given documents.
type Fields = (doc: Application) => Record<string, unknown> | null;
let stored: Application[] = [];
const eachCalls: [string, readonly string[], Fields][] = [];
async function patchEach(collection: string, ids: readonly string[], fields: Fields): Promise<string[]> {
  eachCalls.push([collection, ids, fields]);
  return stored.filter((doc) => ids.includes(doc.id) && fields(doc) !== null).map((doc) => doc.id);
}
const post = vi.fn();
vi.mock('../../db/writes.ts', () => ({
  patchDoc: (...args: unknown[]) => patchDoc(...(args as [])),
  patchEach: (...args: unknown[]) => patchEach(...(args as [string, string[], Fields])),
}));
vi.mock('../../sync/api-client.ts', () => ({
  api: { applications: { bulk: { $post: (...args: unknown[]) => post(...args) } } },
  answer: async (call: Promise<unknown>) => call,
}));
const { runBulkAction, runBulkTag } = await import('./board-bulk.ts');

const NOW = new Date('2026-12-03T10:00:00Z');
function app(id: string, status: Application['status']): Application {
  return {
    id,
    jobId: '00000000-0000-4000-8000-000000000001',
    candidateId: '00000000-0000-4000-8000-000000000002',
    employerId: '00000000-0000-4000-8000-000000000003',
    coverLetter: '',
    appliedAt: '2026-12-01T10:00:00Z',
    status,
    statusHistory: [{ status, at: '2026-12-01T10:00:00Z' }],
    jobTitle: 'Analyst',
    candidateName: `Name ${id}`,
  } as Application;
}
const A = '10000000-0000-4000-8000-00000000000a';
const B = '10000000-0000-4000-8000-00000000000b';

describe('runBulkAction', () => {
  beforeEach(() => {
    patchDoc.mockClear();
    post.mockReset();
  });

  it('online: one request with the ids, and the server answer as the result', async () => {
    post.mockResolvedValue({ done: [A], refused: [{ id: B, code: 'rule', reason: STATUS_CHANGE_REFUSALS.hiredIsFinal }] });
    const outcome = await runBulkAction([app(A, 'pending'), app(B, 'hired')], { status: 'considered' }, { online: true, userId: 'u1', now: () => NOW });
    expect(post).toHaveBeenCalledWith({ json: { status: 'considered', applicationIds: [A, B] } });
    expect(outcome).toEqual({ done: [A], refused: [{ id: B, reason: STATUS_CHANGE_REFUSALS.hiredIsFinal }], queued: false });
    expect(patchDoc).not.toHaveBeenCalled();
  });

  it('offline: each card through the shared rule and the outbox; a refused one is not written', async () => {
    const outcome = await runBulkAction([app(A, 'pending'), app(B, 'hired')], { status: 'considered' }, { online: false, userId: 'u1', now: () => NOW });
    expect(post).not.toHaveBeenCalled();
    expect(outcome).toEqual({ done: [A], refused: [{ id: B, reason: STATUS_CHANGE_REFUSALS.hiredIsFinal }], queued: true });
    expect(patchDoc).toHaveBeenCalledTimes(1);
    expect(patchDoc).toHaveBeenCalledWith('applications', A, expect.objectContaining({ status: 'considered', updatedAt: NOW.toISOString() }));
  });

  it('a request that cannot reach the server falls back to the outbox; a refusal of the whole action is thrown', async () => {
    post.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const outcome = await runBulkAction([app(A, 'pending')], { status: 'viewed' }, { online: true, userId: 'u1', now: () => NOW });
    expect(outcome.queued).toBe(true);
    expect(patchDoc).toHaveBeenCalledTimes(1);
    post.mockRejectedValueOnce(new Error('403: forbidden'));
    await expect(runBulkAction([app(A, 'pending')], { status: 'viewed' }, { online: true, userId: 'u1' })).rejects.toThrow('403');
  });

  it('refuses before sending what the shared schema refuses: over 50, or a rejection without its reason', async () => {
    const many = Array.from({ length: 51 }, (_, i) => app(`20000000-0000-4000-8000-${String(i).padStart(12, '0')}`, 'pending'));
    await expect(runBulkAction(many, { status: 'viewed' }, { online: true, userId: 'u1' })).rejects.toThrow('Select at most 50 applications at a time.');
    await expect(runBulkAction([app(A, 'pending')], { status: 'rejected' }, { online: false, userId: 'u1' })).rejects.toThrow('Choose a reason for the rejection.');
    expect(post).not.toHaveBeenCalled();
    expect(patchDoc).not.toHaveBeenCalled();
  });
});

describe('runBulkTag', () => {
  const other = '00000000-0000-4000-8000-0000000000c2';
  const C = '10000000-0000-4000-8000-00000000000c';
  const D = '10000000-0000-4000-8000-00000000000d';
  const tag = { id: '20000000-0000-4000-8000-000000000001', name: 'Shortlist ⭐', colour: 'yellow' as const };
  beforeEach(() => {
    eachCalls.length = 0;
  });

  it("writes the tag onto every application of the selected cards' candidates in ONE batch, skipping those that have it", async () => {
    // A and C: the same candidate on two jobs; B: already tagged; D: another candidate, not selected.
    const a = app(A, 'pending');
    const b = { ...app(B, 'viewed'), candidateId: other, tags: [tag] };
    const c = { ...app(C, 'considered'), jobId: '00000000-0000-4000-8000-000000000009' };
    const d = { ...app(D, 'pending'), candidateId: '00000000-0000-4000-8000-0000000000d2' };
    stored = [a, b, c, d];
    const outcome = await runBulkTag([a, b], stored, { add: tag }, NOW);
    expect(eachCalls).toHaveLength(1);
    const [collection, ids, fields] = eachCalls[0]!;
    expect(collection).toBe('applications');
    expect([...ids].sort()).toEqual([A, B, C].sort());
    expect(fields(a)).toEqual({ tags: [tag], updatedAt: NOW.toISOString() });
    expect(fields(b)).toBeNull();
    expect(outcome).toEqual({ candidates: 1, written: [A, C] });
  });

  it('removes the tag by id, leaving the others', async () => {
    const keep = { id: '20000000-0000-4000-8000-000000000002', name: 'Remote', colour: 'teal' as const };
    const a = { ...app(A, 'pending'), tags: [keep, tag] };
    stored = [a];
    const outcome = await runBulkTag([a], stored, { remove: tag }, NOW);
    const [, , fields] = eachCalls[0]!;
    expect(fields(a)).toEqual({ tags: [keep], updatedAt: NOW.toISOString() });
    expect(outcome.candidates).toBe(1);
  });
});
