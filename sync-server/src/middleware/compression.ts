/**
 * Compresses text answers (HTML, JS, CSS, JSON such as the pull pages, SVG, the manifest): brotli when the
 * client takes it, else gzip. It leaves alone the live event stream (each event must leave the moment it is
 * written), anything that offers byte ranges or is already encoded (precompressed static files), bodies under
 * 1 KiB (the framing would outweigh the saving), HEAD and no-transform answers.
 *
 * node:zlib rather than Hono's compress(): on Node 20 CompressionStream has no brotli (about a fifth smaller
 * than gzip on our JSON and JS), and compress() judges size by Content-Length, which c.json() answers never
 * carry, so it would gzip a 40-byte empty pull. zlib runs on libuv's thread pool: a 1.5 MB pull page does not
 * hold the event loop.
 */
import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { addAnswerHeader } from './answer-headers.ts';

/** Smaller bodies go as they are. */
export const COMPRESSION_THRESHOLD = 1024;

/** Text types worth compressing; text/event-stream is deliberately absent (see above). */
const COMPRESSIBLE = /^\s*(?:text\/(?!event-stream)[^;\s]+|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml|[^;\s]+\+(?:json|xml))\s*(?:;|$)/i;

/**
 * Brotli quality 5: for answers made per request, close to the ratio of 11 at a small fraction of its time
 * (static files get 11 once, at build: scripts/precompress.ts).
 */
const BROTLI_QUALITY = 5;

type Encoding = 'br' | 'gzip';

/** The client's preferred encoding among ours, by Accept-Encoding q-values (brotli first on a tie). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const [br, gzip] = [weightOf('br'), weightOf('gzip')];
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

function addVary(headers: Headers): void {
  const vary = headers.get('vary');
  if (vary === '*' || vary?.toLowerCase().includes('accept-encoding')) return;
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

function encoderFor(encoding: Encoding) {
  const zlib =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : createGzip();
  return Duplex.toWeb(zlib) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
}

/**
 * The byte size of each answer made with c.json in this request. Judging an answer's size by reading its body
 * would turn @hono/node-server's light answer (written straight from its string) into a web Response read
 * through a stream: a quarter of a small request's time. Most answers are c.json's, and their size is known.
 */
function knowJsonSizes(c: Context): WeakMap<Response, number> {
  const sizes = new WeakMap<Response, number>();
  const json = c.json;
  c.json = ((object: unknown, ...rest: unknown[]) => {
    const text = JSON.stringify(object);
    const res = (c.body as (...args: unknown[]) => Response)(text, ...withJsonType(rest));
    // Negative: made without headers of the handler's own, so certainly JSON with no Vary of its own.
    const size = text === undefined ? 0 : Buffer.byteLength(text);
    sizes.set(res, rest[1] === undefined && (typeof rest[0] !== 'object' || rest[0] === null) ? -1 - size : size);
    return res;
  }) as typeof json;
  return sizes;
}

/** c.json's status-or-init and headers arguments, with its default content type (hono/context.ts). */
function withJsonType([arg, headers]: unknown[]): unknown[] {
  return [arg, { 'Content-Type': 'application/json', ...(headers as Record<string, string> | undefined) }];
}

/** The middleware; mount it first, so it sees every answer, error pages included. */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    const jsonSizes = knowJsonSizes(c);
    await next();
    const res = c.res;
    const known = jsonSizes.get(res);
    // A small plain c.json answer: its type and size are known, so its headers stay unread (answer-headers.ts).
    if (known !== undefined && known < 0 && -1 - known < COMPRESSION_THRESHOLD) {
      addAnswerHeader(c, 'vary', 'Accept-Encoding');
      return;
    }
    const type = res.headers.get('content-type');
    if (!type || !COMPRESSIBLE.test(type)) return;
    // Whether or not this answer is encoded, the same URL may be for another client: caches must key on it.
    addVary(res.headers);
    const knownSize = known === undefined ? undefined : known < 0 ? -1 - known : known;
    if (knownSize !== undefined && knownSize < COMPRESSION_THRESHOLD) return;
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.headers.has('content-encoding') ||
      res.headers.has('accept-ranges') ||
      /\bno-transform\b/i.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    // The body only now: reading it costs the light answer (see knowJsonSizes).
    if (!encoding || !res.body) return;
    const length = res.headers.get('content-length');
    if (length !== null && Number(length) < COMPRESSION_THRESHOLD) return;

    // Read just enough to know whether the body is small; what was read goes out ahead of the rest.
    const reader = res.body.getReader();
    const head: Uint8Array[] = [];
    let size = 0;
    let isDone = false;
    while (size < COMPRESSION_THRESHOLD) {
      const { done, value } = await reader.read();
      if (done) {
        isDone = true;
        break;
      }
      head.push(value);
      size += value.byteLength;
    }
    if (isDone && size < COMPRESSION_THRESHOLD) {
      c.res = new Response(Buffer.concat(head), res);
      return;
    }
    const whole = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of head) controller.enqueue(chunk);
        if (isDone) controller.close();
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    });
    // Headers are edited after the assignment: Hono copies the old answer's headers onto the new one.
    c.res = new Response(whole.pipeThrough(encoderFor(encoding)), res);
    c.res.headers.delete('content-length');
    c.res.headers.set('content-encoding', encoding);
    const etag = c.res.headers.get('etag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
  };
}
