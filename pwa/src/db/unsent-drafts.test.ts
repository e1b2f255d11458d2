/**
 * The writes a forced sign-out keeps: taken from the outbox (only the fields written, or the whole document,
 * or a deletion), kept per user and invisible to another, and written again onto the server's state with only
 * what the user changed, so another device's edits of other fields stay.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './device-db.ts';
import { discardUnsent, draftsFromOutbox, keepUnsent, planReapply, readUnsent, unsentDatabaseName, type UnsentDraft } from './unsent-drafts.ts';

const entry = (docId: string, fields?: string[]): OutboxEntry => ({ key: `candidates:${docId}`, collection: 'candidates', docId, at: 1, ...(fields ? { fields } : {}) });
const local: Record<string, Record<string, unknown>> = {
  a: { id: 'a', headline: 'Edited offline', bio: 'Old bio', location: 'Leeds' },
  b: { id: 'b', headline: 'New profile', bio: 'Mine' },
};
const read = async (_: string, id: string) => local[id] ?? null;

describe('the drafts of the writes not sent', () => {
  it('keeps only the written fields of a field write, the whole document of a whole write, and a deletion as null', async () => {
    const drafts = await draftsFromOutbox([entry('a', ['headline']), entry('b'), entry('gone')], read);
    expect(drafts.map((d) => [d.docId, d.document, d.fields])).toEqual([
      ['a', { id: 'a', headline: 'Edited offline' }, ['headline']],
      ['b', local.b, undefined],
      ['gone', null, undefined],
    ]);
  });

  it('writes back only what the user changed and what differs from the server now', async () => {
    const [a, b, gone] = await draftsFromOutbox([entry('a', ['headline']), entry('b'), entry('gone')], read);
    // Another device changed the bio meanwhile: it stays.
    expect(planReapply(a!, { id: 'a', headline: 'Server headline', bio: 'Changed elsewhere' }, ['headline', 'bio'])).toEqual({
      kind: 'patch',
      fields: { headline: 'Edited offline' },
    });
    expect(planReapply(a!, { id: 'a', headline: 'Edited offline' }, ['headline'])).toEqual({ kind: 'none' });
    expect(planReapply(a!, null, ['headline'])).toEqual({ kind: 'gone' });
    expect(planReapply(b!, null, ['headline', 'bio'])).toEqual({ kind: 'create', document: local.b });
    // A whole document goes back through the fields a device may write, never the server's own.
    expect(planReapply(b!, { id: 'b', headline: 'x', bio: 'Mine', viewCount: 9 }, ['headline', 'bio'])).toEqual({ kind: 'patch', fields: { headline: 'New profile' } });
    expect(planReapply(gone!, { id: 'gone', headline: 'still there' }, ['headline'])).toEqual({ kind: 'delete' });
    expect(planReapply(gone!, null, ['headline'])).toEqual({ kind: 'none' });
  });

  it("are kept per user: another user's database holds none of them, and discarding removes the database", async () => {
    const drafts: UnsentDraft[] = await draftsFromOutbox([entry('a', ['headline']), entry('b')], read);
    await keepUnsent('user-1', drafts);
    expect((await readUnsent('user-1')).map((d) => d.docId)).toEqual(['a', 'b']);
    expect(await readUnsent('user-2')).toEqual([]);
    await discardUnsent('user-1', 'candidates:a');
    expect((await readUnsent('user-1')).map((d) => d.docId)).toEqual(['b']);
    await discardUnsent('user-1', 'candidates:b');
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain(unsentDatabaseName('user-1'));
    expect(names).not.toContain(unsentDatabaseName('user-2'));
  });
});
