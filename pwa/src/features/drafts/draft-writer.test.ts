import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftWriter, isSameDraft } from './draft-writer.ts';

type Values = { text: string };

function memoryStore() {
  const log: string[] = [];
  let stored: Values | undefined;
  return {
    log,
    get stored() {
      return stored;
    },
    async save(values: Values) {
      await Promise.resolve();
      stored = { ...values };
      log.push(`save ${values.text}`);
    },
    async remove() {
      stored = undefined;
      log.push('remove');
    },
  };
}

const isBlank = (values: Values) => values.text === '';

describe('createDraftWriter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes once per pause in typing, with the last values', async () => {
    const store = memoryStore();
    const writer = createDraftWriter(store, { delayMs: 500, isBlank });
    for (const text of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
      writer.schedule({ text });
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(store.log).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(store.log).toEqual(['save Hello']);
  });

  it('removes the draft when the form is back where it started', async () => {
    const store = memoryStore();
    const writer = createDraftWriter(store, { delayMs: 500, isBlank });
    writer.schedule({ text: 'Hi' });
    await writer.flush();
    writer.schedule({ text: '' });
    await vi.advanceTimersByTimeAsync(500);
    expect(store.log).toEqual(['save Hi', 'remove']);
    expect(store.stored).toBeUndefined();
  });

  it('a clear drops what is scheduled and wins over a save still running', async () => {
    const store = memoryStore();
    const onSaved = vi.fn();
    const writer = createDraftWriter(store, { delayMs: 500, isBlank, onSaved });
    writer.schedule({ text: 'Sent' });
    const saving = writer.flush();
    writer.schedule({ text: 'Sent!' });
    await writer.clear();
    await saving;
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.log).toEqual(['save Sent', 'remove']);
    expect(store.stored).toBeUndefined();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('flush writes what is scheduled at once, and nothing when nothing is', async () => {
    const store = memoryStore();
    const writer = createDraftWriter(store, { delayMs: 500, isBlank });
    await writer.flush();
    writer.schedule({ text: 'Leaving' });
    await writer.flush();
    expect(store.log).toEqual(['save Leaving']);
  });

  it('a failing store costs that write only', async () => {
    let fail = true;
    const saved: string[] = [];
    const writer = createDraftWriter<Values>(
      { save: async (v) => (fail ? Promise.reject(new Error('quota')) : void saved.push(v.text)), remove: async () => undefined },
      { delayMs: 500, isBlank },
    );
    writer.schedule({ text: 'Lost' });
    await writer.flush();
    fail = false;
    writer.schedule({ text: 'Kept' });
    await writer.flush();
    expect(saved).toEqual(['Kept']);
  });
});

describe('isSameDraft', () => {
  it('treats an absent field and an undefined one alike and compares nested values', () => {
    expect(isSameDraft({ title: '', salaryMin: undefined, skills: [] }, { skills: [], title: '' })).toBe(true);
    expect(isSameDraft({ skills: ['React'] }, { skills: [] })).toBe(false);
    expect(isSameDraft({ experience: { years: 2 } }, { experience: { years: 3 } })).toBe(false);
    expect(isSameDraft({ remoteOk: false }, { remoteOk: undefined })).toBe(false);
  });
});
