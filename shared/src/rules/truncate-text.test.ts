import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasUnpairedSurrogate } from '../schemas/storable-text.ts';
import { firstCharacters, truncateText } from './truncate-text.ts';

const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}'; // 👨‍👩‍👧‍👦, 11 code units
const THUMB = '\u{1F44D}\u{1F3FD}'; // 👍🏽, 4 code units
const GERMANY = '\u{1F1E9}\u{1F1EA}'; // 🇩🇪, two regional indicators
const FRANCE = '\u{1F1EB}\u{1F1F7}';
const E_ACUTE = 'e\u0301'; // é as e + combining acute
const GAK = '\u1100\u1161\u11A8'; // 각 spelled with conjoining jamo: one syllable, 3 code units
const KEYCAP = '1\uFE0F\u20E3'; // 1️⃣

describe('truncateText', () => {
  it.each([
    ['fits: unchanged', 'hello', 10, 'hello'],
    ['exactly the limit: unchanged', 'hello', 5, 'hello'],
    ['one over: cut', 'hello', 4, 'hell'],
    ['empty', '', 3, ''],
    ['zero budget', 'hello', 0, ''],
    ['emoji straddling the cut is left out whole', 'a\u{1F600}b', 2, 'a'],
    ['emoji right at the end is kept', 'a\u{1F600}b', 3, 'a\u{1F600}'],
    ['notification cut: emoji at 119-120', `${'x'.repeat(119)}\u{1F600}tail`, 120, 'x'.repeat(119)],
    ['last-message cut: emoji at 499-500', `${'y'.repeat(499)}\u{1F600}`, 500, 'y'.repeat(499)],
    ['flags are not split into regional indicators', `${GERMANY}${FRANCE}`, 6, GERMANY],
    ['ZWJ family is one character', `ab${FAMILY}`, 12, 'ab'],
    ['ZWJ family fits whole', `ab${FAMILY}c`, 13, `ab${FAMILY}`],
    ['skin tone stays with its emoji', `ok${THUMB}`, 5, 'ok'],
    ['keycap stays whole', `#${KEYCAP}`, 3, '#'],
    ['combining accent stays with its letter', `caf${E_ACUTE}s`, 4, 'caf'],
    ['combining accent kept when it fits', `caf${E_ACUTE}s`, 5, `caf${E_ACUTE}`],
    ['precomposed Hangul', '한국어입니다', 2, '한국'],
    ['conjoining Hangul syllable is one character', `a${GAK}${GAK}`, 5, `a${GAK}`],
    ['RTL text', 'שלום עולם', 4, 'שלום'],
    ['first cluster over the budget is cut between code points', `\u{1F600}${'\u0301'.repeat(10)}`, 3, '\u{1F600}\u0301'],
    ['never half a surrogate, even then', `\u{1F600}${'\u0301'.repeat(10)}`, 1, ''],
  ])('%s', (_label, text, max, expected) => {
    expect(truncateText(text, max)).toBe(expected);
  });

  it('is a well-formed prefix within the limit for any mix of emoji, marks and scripts', () => {
    const piece = fc.constantFrom('a', ' ', '\u{1F600}', FAMILY, THUMB, GERMANY, E_ACUTE, GAK, KEYCAP, '한', 'ש', '\u0301');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), fc.integer({ min: 0, max: 200 }), (pieces, max) => {
        const text = pieces.join('');
        const cut = truncateText(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(text.startsWith(cut)).toBe(true);
        expect(hasUnpairedSurrogate(cut)).toBe(false);
        if (text.length <= max) expect(cut).toBe(text);
      }),
    );
  });
});

/** Grapheme clusters as the platform's segmenter cuts them: what the plain-ASCII shortcuts must agree with. */
const clusters = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
const mixed = fc.array(fc.constantFrom('a', 'Z', ' ', '~', '.', '\r', '\n', '\r\n', '\0', '\u0301', '\u0600', THUMB, GERMANY, E_ACUTE, GAK, KEYCAP, 'ש'), { maxLength: 40 });

describe('shortcuts for plain ASCII', () => {
  it('truncateText cuts where whole clusters end, whether or not the text is plain there', () => {
    fc.assert(
      fc.property(mixed, fc.integer({ min: 1, max: 80 }), (pieces, max) => {
        const text = pieces.join('');
        let expected = '';
        for (const cluster of clusters(text)) {
          if (expected.length + cluster.length > max) break;
          expected += cluster;
        }
        if (expected !== '' || text === '') expect(truncateText(text, max)).toBe(text.length <= max ? text : expected);
      }),
    );
  });

  it('firstCharacters takes whole clusters, whether or not the text is plain there', () => {
    fc.assert(
      fc.property(mixed, fc.integer({ min: 0, max: 10 }), (pieces, count) => {
        const text = pieces.join('');
        expect(firstCharacters(text, count)).toBe(clusters(text).slice(0, count).join(''));
      }),
    );
  });

  it.each([
    ['a combining mark after the cut takes its letter out', 'abc\u0301d', 3, 'ab'],
    ['CR LF is one cluster', 'ab\r\nc', 3, 'ab'],
    ['NUL is a cluster of its own', 'ab\0cd', 3, 'ab\0'],
  ])('truncateText: %s', (_label, text, max, expected) => {
    expect(truncateText(text, max)).toBe(expected);
  });
});

describe('firstCharacters', () => {
  it.each([
    ['ascii', 'Jane', 2, 'Ja'],
    ['emoji is one character', '\u{1F600}x', 1, '\u{1F600}'],
    ['ZWJ family is one character', `${FAMILY}!`, 1, FAMILY],
    ['flag', `${GERMANY}${FRANCE}`, 1, GERMANY],
    ['combining accent stays', `${E_ACUTE}mile`, 1, E_ACUTE],
    ['conjoining Hangul syllable', `${GAK}${GAK}`, 1, GAK],
    ['shorter text', 'a', 2, 'a'],
    ['empty', '', 2, ''],
    ['a mark on the next letter', `J${E_ACUTE}`, 1, 'J'],
    ['a mark on the last letter taken', `J${E_ACUTE}x`, 2, `J${E_ACUTE}`],
    ['none', 'Jane', 0, ''],
  ])('%s', (_label, text, count, expected) => {
    expect(firstCharacters(text, count)).toBe(expected);
  });
});
