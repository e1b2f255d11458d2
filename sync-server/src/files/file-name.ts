/**
 * The name a user's file had, kept as metadata only (the bytes are stored under a random key): no path, no
 * control or direction-override characters, no characters Windows refuses, at most FILE_NAME_MAX characters,
 * and an extension that matches the type found in its bytes, so `cv.pdf.exe` sent as a PDF downloads as
 * `cv.pdf.exe.pdf`. Letters of any script, combining marks and emoji stay.
 */
import { truncateText } from '@shared/rules/truncate-text.ts';
import { getFileExtension } from '@shared/schemas/file-upload.ts';

/** Longest kept name, in UTF-16 units (the file record allows 255). */
export const FILE_NAME_MAX = 200;

// C0/C1 controls (NUL included), line and paragraph separators, the byte order mark, and the bidirectional
// marks, embeddings, overrides and isolates that make `invoice\u202Efdp.exe` read as `invoiceexe.pdf`.
const UNSAFE = /[\p{Cc}\u2028\u2029\uFEFF\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Reserved on Windows, and quotes break naive header parsing.
const RESERVED = /[<>:"|?*]/g;

/**
 * A safe display and download name for `raw` (as the browser sent it), ending in one of `extensions`
 * (the first is added when it does not); `fallbackStem` names a file whose name is empty once cleaned.
 */
export function sanitizeFileName(raw: string, extensions: readonly string[], fallbackStem: string): string {
  // Lone surrogates become U+FFFD: Postgres cannot store them.
  let name = raw.replace(LONE_SURROGATE, '\uFFFD').normalize('NFC');
  // Only the last path segment: browsers on Windows once sent full paths, a forged one sends `../../x`.
  name = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  name = name.replace(UNSAFE, '').replace(RESERVED, '_');
  // No leading dots (hidden files, `..`), no trailing dots or spaces (Windows drops them).
  name = name.replace(/\s+/g, ' ').replace(/^[\s.]+/, '').replace(/[\s.]+$/, '');
  const ext = getFileExtension(name);
  const keep = extensions.includes(ext) ? '' : extensions[0]!;
  if (!name) return `${fallbackStem}${extensions[0]}`;
  const withExt = `${name}${keep}`;
  if (withExt.length <= FILE_NAME_MAX) return withExt;
  // Too long: shorten the stem by whole characters and keep the extension that names the type.
  const suffix = keep || ext;
  const stem = keep ? name : name.slice(0, name.length - ext.length);
  return `${truncateText(stem, FILE_NAME_MAX - suffix.length).replace(/[\s.]+$/, '')}${suffix}`;
}

/**
 * A Content-Disposition value: an ASCII `filename` for old clients (anything else becomes `_`) and the exact
 * name as RFC 5987 `filename*`.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
