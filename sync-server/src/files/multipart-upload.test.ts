/** The streamed multipart reader on its own, in a bare Hono app: fields first, sniffed type, limits while streaming. */
import { Hono } from 'hono';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { elfBytes, multipartInit, pdfBytes, pngBytes, type TestPart } from '../test-support/multipart.ts';
import { readMultipartUpload, UploadError } from './multipart-upload.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const MAX = 1024 * 1024;

/** An app whose one route reads the upload and answers what it saw (or the reader's refusal code). */
function appReading(consume = true) {
  const app = new Hono();
  app.post('/upload', async (c) => {
    try {
      const seen = await readMultipartUpload(c, { fileField: 'file', maxFileBytes: MAX, maxFields: 4, maxFieldBytes: 64 }, async (part) => ({
        fields: part.fields,
        fileName: part.fileName,
        declaredType: part.declaredType,
        detected: part.detected ?? null,
        bytes: consume ? (await readAll(part.stream)).toString('base64') : '',
      }));
      return c.json(seen);
    } catch (err) {
      if (err instanceof UploadError) return c.json({ refused: err.code }, 400);
      throw err;
    }
  });
  return app;
}

async function send(app: Hono, parts: readonly TestPart[], mode: 'declared' | 'chunked' = 'declared') {
  const init = await multipartInit(parts, mode);
  const res = await app.request('http://localhost/upload', { method: 'POST', ...init } as RequestInit);
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

describe('readMultipartUpload', () => {
  it.each(['declared', 'chunked'] as const)('hands over fields sent before the file and the file byte for byte (%s)', async (mode) => {
    const pdf = pdfBytes(900 * 1024);
    const res = await send(appReading(), [['category', 'resume'], ['file', pdf, 'cv.pdf', 'text/html'], ['late', 'ignored']], mode);
    expect(res.status).toBe(200);
    expect(res.json.fields).toEqual({ category: 'resume' });
    expect(res.json.fileName).toBe('cv.pdf');
    expect(res.json.declaredType).toBe('text/html');
    expect(res.json.detected).toEqual({ mime: 'application/pdf', ext: 'pdf' });
    expect(Buffer.from(res.json.bytes, 'base64').equals(Buffer.from(pdf))).toBe(true);
  });

  it('detects from the bytes, never the name: an ELF named .png', async () => {
    const res = await send(appReading(), [['file', elfBytes(), 'photo.png', 'image/png']]);
    expect(res.json.detected).toEqual({ mime: 'application/x-elf', ext: 'elf' });
  });

  it('handles files shorter than the sniffed head, and empty ones', async () => {
    const tiny = pngBytes(100);
    const res = await send(appReading(), [['file', tiny, 'a.png']]);
    expect(res.json.detected.mime).toBe('image/png');
    expect(Buffer.from(res.json.bytes, 'base64').equals(Buffer.from(tiny))).toBe(true);
    const empty = await send(appReading(), [['file', new Uint8Array(0), 'empty.pdf']]);
    expect(empty.json.detected).toBeNull();
    expect(empty.json.bytes).toBe('');
  });

  it.each(['declared', 'chunked'] as const)('refuses a file over the limit while streaming (%s)', async (mode) => {
    const res = await send(appReading(), [['file', pdfBytes(MAX + 1), 'big.pdf']], mode);
    expect(res).toEqual({ status: 400, json: { refused: 'too_large' } });
    // Exactly at the limit is fine.
    const atLimit = await send(appReading(), [['file', pdfBytes(MAX), 'ok.pdf']], mode);
    expect(atLimit.status).toBe(200);
  });

  it('refuses a declared length over the limit before reading a byte', async () => {
    const app = new Hono();
    let called = false;
    let pulled = 0;
    app.post('/upload', async (c) => {
      try {
        await readMultipartUpload(c, { fileField: 'file', maxFileBytes: MAX }, async () => {
          called = true;
        });
        return c.json({});
      } catch (err) {
        return c.json({ refused: (err as UploadError).code }, 400);
      }
    });
    const body = new ReadableStream({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const res = await app.request('http://localhost/upload', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * MAX) },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ refused: 'too_large' });
    expect(called).toBe(false);
    // The stream was at most primed, never read through.
    expect(pulled).toBeLessThan(3);
  });

  it('refuses a body without the file part, too many fields, a field too long, and non-multipart bodies', async () => {
    expect((await send(appReading(), [['category', 'resume']])).json).toEqual({ refused: 'missing_file' });
    expect((await send(appReading(), [['other', pdfBytes(1000), 'x.pdf']])).json).toEqual({ refused: 'missing_file' });
    const many: TestPart[] = Array.from({ length: 6 }, (_, i) => [`f${i}`, 'v'] as const);
    expect((await send(appReading(), [...many, ['file', pdfBytes(1000), 'x.pdf']])).json).toEqual({ refused: 'too_many_fields' });
    expect((await send(appReading(), [['category', 'x'.repeat(65)], ['file', pdfBytes(1000), 'x.pdf']])).json).toEqual({ refused: 'field_too_long' });
    const json = await appReading().request('http://localhost/upload', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(await json.json()).toEqual({ refused: 'not_multipart' });
    const noBoundary = await appReading().request('http://localhost/upload', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'x' });
    expect(await noBoundary.json()).toEqual({ refused: 'not_multipart' });
  });

  it('refuses a body cut off in the middle of the file', async () => {
    const init = await multipartInit([['file', pdfBytes(300 * 1024), 'cut.pdf']]);
    const whole = init.body as Uint8Array;
    const res = await appReading().request('http://localhost/upload', {
      method: 'POST',
      headers: { 'content-type': init.headers['content-type']! },
      body: whole.slice(0, 200 * 1024),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ refused: 'malformed' });
  });

  it('a handler that refuses without reading the stream gets its own error back', async () => {
    const app = new Hono();
    app.post('/upload', async (c) => {
      try {
        await readMultipartUpload(c, { fileField: 'file', maxFileBytes: MAX }, async (part) => {
          throw new Error(`refused ${part.detected?.ext}`);
        });
        return c.json({});
      } catch (err) {
        return c.json({ message: (err as Error).message }, 400);
      }
    });
    const init = await multipartInit([['file', pdfBytes(500 * 1024), 'x.pdf']], 'chunked');
    const res = await app.request('http://localhost/upload', { method: 'POST', ...init } as RequestInit);
    expect(await res.json()).toEqual({ message: 'refused pdf' });
  });
});
