import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { UPLOAD_STALL_MS, UploadAbortedError, sendMultipart, toPercent, type UploadProgress, type XhrLike } from './upload-request.ts';

/** Stands in for the browser's XMLHttpRequest: records what was sent and lets the test play the network. */
class FakeXhr {
  method = '';
  url = '';
  sent: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function start(onProgress?: (progress: UploadProgress) => void) {
  const xhr = new FakeXhr();
  const request = sendMultipart<{ ok: boolean }>(
    '/api/files/upload',
    [
      ['category', 'resume'],
      ['file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf'],
    ],
    { onProgress, createXhr: () => xhr as unknown as XhrLike },
  );
  return { xhr, request };
}

describe('sendMultipart', () => {
  afterEach(() => vi.useRealTimers());

  it('fails as a network failure when no byte moves for the stall time, and not while bytes keep moving', async () => {
    vi.useFakeTimers();
    const { xhr, request } = start();
    const outcome = request.done.then(
      () => 'sent',
      (error: unknown) => error,
    );
    xhr.progress(10, 100);
    vi.advanceTimersByTime(UPLOAD_STALL_MS - 1_000);
    xhr.progress(20, 100);
    vi.advanceTimersByTime(UPLOAD_STALL_MS - 1_000);
    xhr.progress(30, 100);
    vi.advanceTimersByTime(UPLOAD_STALL_MS - 1_000);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    vi.advanceTimersByTime(1_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(UploadAbortedError);
  });

  it('a finished upload answered in time is not failed by the stall watch afterwards', async () => {
    vi.useFakeTimers();
    const { xhr, request } = start();
    xhr.progress(100, 100);
    vi.advanceTimersByTime(UPLOAD_STALL_MS - 1_000);
    xhr.answer(201, { ok: true });
    vi.advanceTimersByTime(UPLOAD_STALL_MS * 2);
    await expect(request.done).resolves.toEqual({ ok: true });
  });

  it('posts the parts in order, the file with its name', async () => {
    const { xhr, request } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/files/upload');
    expect([...xhr.sent!.keys()]).toEqual(['category', 'file']);
    expect(xhr.sent!.get('category')).toBe('resume');
    expect((xhr.sent!.get('file') as File).name).toBe('cv.pdf');
    xhr.answer(201, { ok: true });
    await expect(request.done).resolves.toEqual({ ok: true });
  });

  it('reports each progress event the browser gives, and none without a known length', async () => {
    const seen: UploadProgress[] = [];
    const { xhr, request } = start((progress) => seen.push(progress));
    xhr.progress(10, 100);
    xhr.progress(55, 100);
    xhr.progress(60, 0, false);
    xhr.progress(100, 100);
    xhr.answer(201, {});
    await request.done;
    expect(seen).toEqual([
      { loaded: 10, total: 100 },
      { loaded: 55, total: 100 },
      { loaded: 100, total: 100 },
    ]);
  });

  it("rejects a refusal with the server's code and message", async () => {
    const { xhr, request } = start();
    xhr.answer(413, { error: { code: 'file_too_large', message: 'Please select a file smaller than 10MB.' } });
    const error = await request.done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'file_too_large', serverMessage: 'Please select a file smaller than 10MB.' });
  });

  it('keeps a refusal that is not JSON readable', async () => {
    const { xhr, request } = start();
    xhr.answer(502, 'Bad Gateway');
    await expect(request.done).rejects.toMatchObject({ status: 502, serverMessage: 'Bad Gateway' });
  });

  it('rejects a lost connection as a TypeError, like fetch', async () => {
    const { xhr, request } = start();
    xhr.onerror?.();
    await expect(request.done).rejects.toBeInstanceOf(TypeError);
  });

  it('rejects a cancelled upload with UploadAbortedError', async () => {
    const { request } = start();
    request.abort();
    await expect(request.done).rejects.toBeInstanceOf(UploadAbortedError);
  });
});

describe('toPercent', () => {
  it('floors to whole percents within 0 to 100', () => {
    expect(toPercent({ loaded: 0, total: 0 })).toBe(0);
    expect(toPercent({ loaded: 999, total: 1000 })).toBe(99);
    expect(toPercent({ loaded: 1000, total: 1000 })).toBe(100);
    expect(toPercent({ loaded: 1200, total: 1000 })).toBe(100);
  });
});
