/**
 * Links people type (a website, a GitHub profile, a credential, a résumé): what may be stored and what may be
 * rendered as a link. Only http(s) addresses, so a `javascript:`, `data:`, `vbscript:` or `file:` link can
 * never reach another user's page; the entity schemas use these, so every write path checks them.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';

const webUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/**
 * Whether a string is an http(s) URL with a real domain name and no user name or password in it (the
 * `https://bank.com@evil.example` disguise).
 */
export function isWebUrl(value: string): boolean {
  if (!webUrl.safeParse(value).success) return false;
  const url = new URL(value);
  return url.username === '' && url.password === '';
}

/**
 * Whether a string is a path on this site (`/files/cv.pdf`): how an uploaded file is linked. Not `//host`
 * or `/\host`, which browsers read as another host, and nothing a browser would strip or reinterpret.
 */
export function isAppPath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(value);
}

/** The href to render for a stored link, or undefined for anything that is not http(s) (old or forged data). */
export function safeLinkHref(value: string | undefined | null): string | undefined {
  return value && isWebUrl(value) ? value : undefined;
}

/** A stored link to another site: an http(s) URL, or empty. `message` names the field's rule. */
export function webLinkSchema(max: number, message: string = M.urlInvalid) {
  return z
    .string()
    .max(max)
    .refine((value) => value === '' || isWebUrl(value), message);
}

/** A stored link to a file: an http(s) URL or a path on this site (an upload), or empty. */
export function fileLinkSchema(max: number, message: string = M.urlInvalid) {
  return z
    .string()
    .max(max)
    .refine((value) => value === '' || isWebUrl(value) || isAppPath(value), message);
}
