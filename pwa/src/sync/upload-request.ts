/**
 * Multipart uploads with real progress: XMLHttpRequest, because fetch reports no upload progress. Failures
 * look like apiFetch's (an ApiError with the server's code and message, a TypeError when the network failed),
 * so the same toasts describe them; a cancelled upload rejects with UploadAbortedError.
 */
import { ApiError } from './api.ts';

/** Bytes of the request body sent so far. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** One multipart part: text, or a file with its name. Parts are sent in order (the server reads text first). */
export type MultipartPart = readonly [name: string, value: string] | readonly [name: string, value: Blob, fileName: string];

/** An upload under way. */
export interface UploadRequest<T> {
  /** The server's JSON answer on success. */
  done: Promise<T>;
  /** Stop sending; `done` rejects with UploadAbortedError. */
  abort: () => void;
}

/** The upload was cancelled on this device. */
export class UploadAbortedError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadAbortedError';
  }
}

/** The parts of XMLHttpRequest this module uses, so tests can hand in a stand-in. */
export type XhrLike = Pick<XMLHttpRequest, 'open' | 'send' | 'abort' | 'status' | 'responseText' | 'onload' | 'onerror' | 'onabort' | 'ontimeout'> & {
  upload: Pick<XMLHttpRequestUpload, 'onprogress'>;
};

function refusalOf(status: number, text: string): ApiError {
  try {
    const parsed = JSON.parse(text) as { error?: { code?: string; message?: string } };
    return new ApiError(status, parsed.error?.code ?? 'error', parsed.error?.message ?? text);
  } catch {
    return new ApiError(status, 'error', text || `Request failed with status ${status}`);
  }
}

/**
 * How long an upload may go without sending a byte (or, once sent, without an answer) before it counts as a
 * network failure: a connection that died without the browser noticing (still 'online') stalls an upload for
 * minutes; failing it lets the queue send it again (the server answers a resend with the same file).
 */
export const UPLOAD_STALL_MS = 45_000;

/** POST `parts` as multipart/form-data to a same-origin `url`, reporting progress as the browser sends. */
export function sendMultipart<T>(
  url: string,
  parts: readonly MultipartPart[],
  {
    onProgress,
    createXhr = () => new XMLHttpRequest(),
    stallMs = UPLOAD_STALL_MS,
  }: { onProgress?: (progress: UploadProgress) => void; createXhr?: () => XhrLike; stallMs?: number } = {},
): UploadRequest<T> {
  const xhr = createXhr();
  let stallTimer: ReturnType<typeof setTimeout> | undefined;
  let hasStalled = false;
  const watchForStall = () => {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => {
      hasStalled = true;
      xhr.abort();
    }, stallMs);
  };
  const body = new FormData();
  for (const part of parts) {
    if (part.length === 3) body.append(part[0], part[1], part[2]);
    else body.append(part[0], part[1]);
  }
  const done = new Promise<T>((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      watchForStall();
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      clearTimeout(stallTimer);
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        } catch {
          reject(new ApiError(xhr.status, 'bad_response', 'The server sent an answer this app cannot read.'));
        }
      } else {
        reject(refusalOf(xhr.status, xhr.responseText));
      }
    };
    // Like fetch: a request that never got an answer is a TypeError, which describeError calls being offline.
    xhr.onerror = () => {
      clearTimeout(stallTimer);
      reject(new TypeError('Network request failed'));
    };
    xhr.ontimeout = () => {
      clearTimeout(stallTimer);
      reject(new TypeError('Network request timed out'));
    };
    xhr.onabort = () => {
      clearTimeout(stallTimer);
      reject(hasStalled ? new TypeError('Network request stalled') : new UploadAbortedError());
    };
  });
  xhr.open('POST', url);
  xhr.send(body);
  watchForStall();
  return { done, abort: () => xhr.abort() };
}

/** The share of an upload sent, as a whole percentage from 0 to 100. */
export function toPercent({ loaded, total }: UploadProgress): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}
