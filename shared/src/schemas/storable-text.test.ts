import { describe, expect, it } from 'vitest';
import { STORABLE_TEXT_MESSAGES } from '../messages.ts';
import { findUnstorableText, hasUnpairedSurrogate, storableJsonSchema, storableTextSchema } from './storable-text.ts';

const { nulCharacter, unpairedSurrogate } = STORABLE_TEXT_MESSAGES;

describe('storable text', () => {
  it.each([
    ['plain', 'Hello'],
    ['emoji', 'Great \u{1F600}'],
    ['ZWJ family', '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}'],
    ['flag', '\u{1F1E9}\u{1F1EA}'],
    ['combining marks', 'Zo\u0308e'],
    ['RTL with marks', '\u202Bשלום\u202C مرحبا'],
    ['Hangul jamo', '\u1100\u1161\u11A8'],
    ['replacement character', '\uFFFD'],
  ])('keeps %s', (_label, text) => {
    expect(storableTextSchema.safeParse(text).success).toBe(true);
    expect(findUnstorableText({ [text]: [text] })).toBeNull();
  });

  it.each([
    ['NUL', 'a\u0000b', nulCharacter],
    ['lone high surrogate at the end', 'cut \uD83D', unpairedSurrogate],
    ['lone low surrogate at the start', '\uDE00 rest', unpairedSurrogate],
    ['pair in the wrong order', '\uDE00\uD83D', unpairedSurrogate],
    ['two highs', '\uD83D\uD83D\uDE00', unpairedSurrogate],
  ])('refuses %s', (_label, text, message) => {
    const parsed = storableTextSchema.safeParse(text);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('detects surrogates by code unit', () => {
    expect(hasUnpairedSurrogate('\u{1F600}')).toBe(false);
    expect(hasUnpairedSurrogate('\u{1F600}'.slice(0, 1))).toBe(true);
  });

  it('names the path of a bad value or key anywhere in a document', () => {
    expect(findUnstorableText({ a: 'ok', experience: [{ title: 'ok' }, { title: 'x\u0000' }] })).toEqual({
      path: ['experience', 1, 'title'],
      message: nulCharacter,
    });
    expect(findUnstorableText({ readAt: { 'id\uD800': 'x' } })).toEqual({ path: ['readAt', 'id\uD800'], message: unpairedSurrogate });
    const parsed = storableJsonSchema.safeParse({ bio: 'x\uDC00' });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['bio'], message: unpairedSurrogate });
  });

  it('walks a hostile body nested 200,000 deep without overflowing', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const found = findUnstorableText(deep);
    expect(found?.path).toHaveLength(200_000);
    expect(found?.message).toBe(nulCharacter);
  });
});
