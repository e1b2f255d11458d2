/** A test client's cookies: what the server set, sent back as a browser would (a cleared one is dropped). */
export type CookieJar = Map<string, string>;

/** The `cookie` header a browser would send from this jar. */
export function cookieHeaderOf(jar: CookieJar): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Take an answer's Set-Cookie headers into the jar: an empty value or `Max-Age=0` removes the cookie. */
export function takeSetCookies(jar: CookieJar, res: Response): void {
  for (const set of res.headers.getSetCookie()) {
    const pair = set.split(';')[0]!;
    const at = pair.indexOf('=');
    const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
    if (value === '' || /max-age=0\b/i.test(set)) jar.delete(name);
    else jar.set(name, value);
  }
}
