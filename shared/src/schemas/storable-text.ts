/**
 * What text can be stored. Postgres text and jsonb refuse a NUL character (U+0000) and an unpaired UTF-16
 * surrogate (half an emoji, left by a careless cut or a hostile client), and a refusal deep in a write used to
 * surface as a 500. Checked once where bodies enter the server (REST bodies, each pushed row), so a bad string
 * is refused with its path before anything is written. Emoji, combining marks, RTL and ZWJ sequences are
 * well-formed text and pass untouched.
 */
import { z } from 'zod';
import { STORABLE_TEXT_MESSAGES } from '../messages.ts';

// Without the `u` flag these match single UTF-16 code units, which is what a lone surrogate is.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` holds a high surrogate without its low half, or a low one without its high half. */
export function hasUnpairedSurrogate(text: string): boolean {
  return UNPAIRED_SURROGATE.test(text);
}

/** Why `text` cannot be stored, or null when it can. */
export function unstorableTextMessage(text: string): string | null {
  if (text.includes('\u0000')) return STORABLE_TEXT_MESSAGES.nulCharacter;
  if (hasUnpairedSurrogate(text)) return STORABLE_TEXT_MESSAGES.unpairedSurrogate;
  return null;
}

/** Where in a JSON value the first string (a value or a key) that cannot be stored sits, and why. */
export interface UnstorableText {
  path: (string | number)[];
  message: string;
}

interface Node {
  value: unknown;
  key: string | number | null;
  parent: Node | null;
}

function pathOf(node: Node | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = node; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * A string, value or object key, anywhere in `value` that Postgres cannot store. Walks with its own stack and
 * parent links rather than recursion or copied paths, so a hostile body nested thousands deep costs linear time
 * and cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown): UnstorableText | null {
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length) {
    const node = stack.pop()!;
    const at = node.value;
    if (typeof at === 'string') {
      const message = unstorableTextMessage(at);
      if (message) return { path: pathOf(node), message };
    } else if (Array.isArray(at)) {
      for (let i = at.length - 1; i >= 0; i--) stack.push({ value: at[i], key: i, parent: node });
    } else if (at && typeof at === 'object') {
      for (const [key, child] of Object.entries(at).reverse()) {
        const message = unstorableTextMessage(key);
        if (message) return { path: [...pathOf(node), key], message };
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return null;
}

/** Refines a string schema: refuses text Postgres cannot store, with a message saying why. */
export function refineStorableText(text: string, ctx: z.RefinementCtx): void {
  const message = unstorableTextMessage(text);
  if (message) ctx.addIssue({ code: 'custom', message });
}

/** A string that can be stored. */
export const storableTextSchema = z.string().superRefine(refineStorableText);

/** Any JSON value whose strings and keys can all be stored; the issue's path names the offending field. */
export const storableJsonSchema = z.unknown().superRefine((value, ctx) => {
  const found = findUnstorableText(value);
  if (found) ctx.addIssue({ code: 'custom', path: found.path, message: found.message });
});
