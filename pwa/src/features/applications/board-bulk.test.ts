import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_CHANGE_REFUSALS } from '@shared/messages.ts';
import type { Application } from '@shared/schemas/application.ts';

const patchDoc = vi.fn(async () => {});
const post = vi.fn();
vi.mock('../../db/writes.ts', () => ({ patchDoc: (...args: unknown[]) => patchDoc(...(args as [])) }));
vi.mock('../../sync/api-client.ts', () => ({
  api: { applications: { bulk: { $post: (...args: unknown[]) => post(...args) } } },
  answer: async (call: Promise<unknown>) => call,
}));
const { runBulkAction } = await import('./board-bulk.ts');

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
