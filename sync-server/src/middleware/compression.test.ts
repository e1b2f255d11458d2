import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../test-support/test-server.ts';
import { postJob, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { chooseEncoding, compression } from './compression.ts';

const BIG = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Warehouse associate ${i}` })) });

async function bytesOf(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compression middleware', () => {
  let release!: () => void;
  const secondEvent = new Promise<void>((resolve) => (release = resolve));
  const app = new Hono()
    .use(compression())
    .get('/big', (c) => c.json(JSON.parse(BIG)))
    .get('/small', (c) => c.json({ ok: true }))
    .get('/stream', (c) =>
      streamSSE(c, async (stream) => {
        await stream.writeSSE({ event: 'first', data: 'x'.repeat(2000) });
        await secondEvent;
        await stream.writeSSE({ event: 'second', data: '[]' });
      }),
    )
    .get('/range', (c) =>
      c.body('y'.repeat(100), 206, { 'content-type': 'text/plain', 'accept-ranges': 'bytes', 'content-range': 'bytes 0-99/5000' }),
    );

  it('sends brotli when accepted, gzip otherwise, each decoding to the same JSON, with Vary', async () => {
    const br = await app.request('/big', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-length')).toBeNull();
    expect(brotliDecompressSync(await bytesOf(br)).toString()).toBe(BIG);

    const gz = await app.request('/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const gzBytes = await bytesOf(gz);
    expect(gunzipSync(gzBytes).toString()).toBe(BIG);
    expect(gzBytes.byteLength).toBeLessThan(BIG.length / 4);
  });

  it('a client without Accept-Encoding gets the identity, still with Vary', async () => {
    const res = await app.request('/big');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(BIG);
  });

  it('leaves tiny bodies, HEAD and byte ranges as they are', async () => {
    const small = await app.request('/small', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });

    const head = await app.request('/big', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBeNull();

    const range = await app.request('/range', { headers: { 'accept-encoding': 'br', range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-encoding')).toBeNull();
    expect(await range.text()).toBe('y'.repeat(100));
  });

  it('lets the event stream through one event at a time, uncompressed', async () => {
    const res = await app.request('/stream', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.getReader();
    let text = '';
    // The first event must arrive while the handler still waits to write the second.
    while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('event: first');
    expect(text).not.toContain('second');
    release();
    while (!text.includes('event: second')) text += new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
  });
});

describe('the app: compression and cache headers', () => {
  let server: TestServer;
  let staticDir: string;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};`;
  const page = `<!doctype html><title>HireSync</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>${'<!-- filler -->'.repeat(100)}`;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'compression-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), page);
    writeFileSync(join(staticDir, 'sw.js'), `self.addEventListener("fetch", () => {}); // ${'x'.repeat(2000)}`);
    const asset = join(staticDir, 'assets', 'index-Ab12Cd34.js');
    writeFileSync(asset, script);
    // As the build's precompress plugin leaves them.
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    server = await createTestServer({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => server.app.request(`${TEST_ORIGIN}${path}`, { headers });

  it('serves a hashed asset precompressed and immutable, and its plain bytes to a byte range', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await bytesOf(br)).toEqual(readFileSync(join(staticDir, 'assets', 'index-Ab12Cd34.js.br')));

    const gz = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(await bytesOf(gz)).toString()).toBe(script);

    const range = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, br', range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-encoding')).toBeNull();
    expect(await range.text()).toBe(script.slice(0, 10));

    const head = await server.app.request(`${TEST_ORIGIN}/assets/index-Ab12Cd34.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBeNull();
    expect(head.headers.get('content-length')).toBe(String(script.length));
  });

  it('sends the page and the service worker compressed on the fly, to be revalidated', async () => {
    for (const path of ['/', '/index.html', '/browse-jobs', '/sw.js']) {
      const res = await get(path, { 'accept-encoding': 'br' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-encoding'), path).toBe('br');
      const text = brotliDecompressSync(await bytesOf(res)).toString();
      expect(text, path).toBe(path === '/sw.js' ? readFileSync(join(staticDir, 'sw.js'), 'utf8') : page);
    }
  });

  it('a missing hashed asset is a 404, not the page cached for a year', async () => {
    const res = await get('/assets/index-Gone0000.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses a pull page, not an empty pull, and never the live stream', async () => {
    const { client: employer } = await signUpEmployer(server);
    for (let i = 0; i < 3; i++) await postJob(employer, { title: `Forklift driver ${i}` });
    const { client: candidate } = await signUpCandidate(server);
    const pull = (checkpoint: unknown) =>
      server.app.request(`${TEST_ORIGIN}/api/replication/jobs/pull`, {
        method: 'POST',
        headers: {
          origin: TEST_ORIGIN,
          cookie: candidate.cookie,
          'content-type': 'application/json',
          'x-schema-version': String(SCHEMA_VERSION),
          'accept-encoding': 'gzip, deflate, br',
        },
        body: JSON.stringify({ checkpoint, limit: 100 }),
      });
    const page = await pull(null);
    expect(page.headers.get('content-encoding')).toBe('br');
    const body = JSON.parse(brotliDecompressSync(await bytesOf(page)).toString());
    expect(body.documents).toHaveLength(3);
    const empty = await pull(body.checkpoint);
    expect(empty.headers.get('content-encoding')).toBeNull();
    expect((await empty.json()).documents).toEqual([]);

    const stream = await server.app.request(`${TEST_ORIGIN}/api/replication/stream?v=${SCHEMA_VERSION}`, {
      headers: { cookie: candidate.cookie, 'accept-encoding': 'gzip, br' },
    });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();
    const reader = stream.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: resync');
    await reader.cancel();
  });
});
