/**
 * Shortening user text for previews (a notification, a conversation's last message, a card excerpt). A cut by
 * UTF-16 index can split an emoji's surrogate pair, and a lone surrogate is text Postgres refuses to store, so
 * every shortening goes through here: it cuts between grapheme clusters (what a reader sees as one character),
 * never inside an emoji, a flag, a ZWJ family, a letter with its combining marks or a Hangul syllable.
 */

// Made on first use: building ICU's break iterator is a 30-50 ms task on a phone, too long to pay for while a
// screen that only shows short (or plain ASCII) text opens.
let segmenter: Intl.Segmenter | undefined;
const graphemes = () => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

/**
 * Printable ASCII. Between two such characters there is always a grapheme-cluster boundary: neither can extend
 * a cluster (no mark, joiner or regional indicator) nor be a prefix that joins the next (no Prepend, no CR).
 */
const isPlain = (code: number) => code >= 0x20 && code <= 0x7e;

/**
 * `text` shortened to at most `maxLength` UTF-16 code units (JavaScript's `length`, so never more code points
 * either, which is what zod's `.max()` counts), ending on a grapheme-cluster boundary; `text` itself when it
 * already fits. A first cluster longer than the whole budget (hundreds of stacked combining marks) is cut
 * between code points instead, so the preview is not empty because of it and still never holds half a
 * surrogate pair.
 */
export function truncateText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  if (maxLength > 0 && isPlain(text.charCodeAt(maxLength - 1)) && isPlain(text.charCodeAt(maxLength))) {
    return text.slice(0, maxLength);
  }
  let end = 0;
  for (const { segment } of graphemes().segment(text)) {
    if (end + segment.length > maxLength) break;
    end += segment.length;
  }
  if (end > 0 || maxLength <= 0) return text.slice(0, end);
  let codePoints = '';
  for (const codePoint of text) {
    if (codePoints.length + codePoint.length > maxLength) break;
    codePoints += codePoint;
  }
  return codePoints;
}

/** The first `count` characters of `text` as a reader sees them (grapheme clusters), e.g. for avatar initials. */
export function firstCharacters(text: string, count: number): string {
  if (count <= 0) return '';
  let plain = 0;
  while (plain <= count && plain < text.length && isPlain(text.charCodeAt(plain))) plain++;
  if (plain > count || plain === text.length) return text.slice(0, count);
  let result = '';
  let taken = 0;
  for (const { segment } of graphemes().segment(text)) {
    if (taken++ >= count) break;
    result += segment;
  }
  return result;
}
