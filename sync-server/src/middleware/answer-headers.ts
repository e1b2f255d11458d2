/**
 * Headers every answer carries whatever made it (the request id, the security headers). Behind
 * @hono/node-server they go onto Node's own answer (`c.env.outgoing`) before the handler runs: Node merges them
 * into the status line's headers. Setting them on `c.res.headers` instead turns @hono/node-server's light
 * answer (its headers a plain object, written as they are) into a web Headers object, built, edited and read
 * back entry by entry: for a small JSON answer that was a third of the middleware chain's time. A header the
 * handler sets itself is then the one sent. Elsewhere (`app.request` in tests) they go onto the answer after it
 * is made, replacing the handler's.
 */
import { ServerResponse } from 'node:http';
import type { Context } from 'hono';

export type HeaderPairs = readonly (readonly [name: string, value: string])[];

/** Node's answer of this request, while its headers can still be set. */
function outgoingOf(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse && !outgoing.headersSent ? outgoing : undefined;
}

/**
 * Runs `next` with `headers` on the answer: set on Node's answer before it when there is one, else on the web
 * answer after it.
 */
export async function withAnswerHeaders(c: Context, headers: HeaderPairs, next: () => Promise<void>): Promise<void> {
  const outgoing = outgoingOf(c);
  if (outgoing) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    await next();
    return;
  }
  await next();
  try {
    for (const [name, value] of headers) c.res.headers.set(name, value);
  } catch {
    // An answer with immutable headers (a fetched Response handed on): answered as a copy.
    const copy = new Response(c.res.body, c.res);
    for (const [name, value] of headers) copy.headers.set(name, value);
    c.res = undefined;
    c.res = copy;
  }
}

/**
 * Sets one header on an answer already made, whose handler set no header of that name: on Node's answer when
 * there is one (see above), else on the web answer.
 */
export function addAnswerHeader(c: Context, name: string, value: string): void {
  const outgoing = outgoingOf(c);
  if (outgoing) outgoing.setHeader(name, value);
  else c.res.headers.set(name, value);
}
