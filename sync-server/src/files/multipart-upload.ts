/**
 * A streamed multipart/form-data reader for upload routes: the body is never held whole in memory.
 *
 * API:
 *
 *   const answer = await readMultipartUpload(c, { fileField: 'file', maxFileBytes: UPLOAD_MAX_BYTES }, async (part) => {
 *     part.fields;        // text fields sent BEFORE the file part, first value per name (later ones are not read)
 *     part.fileName;      // the name the browser sent: untrusted, sanitize before keeping (files/file-name.ts)
 *     part.declaredType;  // the Content-Type the browser sent: untrusted, informational only
 *     part.detected;      // { mime, ext } from the file's first bytes (file-type), or undefined when unknown
 *     part.stream;        // every byte of the file, the sniffed head included; fails with UploadError('too_large')
 *                         // as soon as it passes maxFileBytes
 *     await storage.put(key, part.stream, part.detected!.mime);
 *     return ...;         // what readMultipartUpload resolves with
 *   });
 *
 * The handler is called once, when the file part starts. It may refuse (throw) without reading the stream; it
 * may also throw from a rejected put. Either way readMultipartUpload rejects with what it threw, and stops
 * reading the body (the rest is drained by @hono/node-server after the answer, so the client still gets it).
 *
 * Rejects with UploadError:
 * - `not_multipart`: not multipart/form-data with a boundary;
 * - `too_large`: Content-Length already over maxFileBytes plus the room the text fields may take (refused before
 *   a byte is read), or the file part passed maxFileBytes while streaming (declared or chunked bodies alike);
 * - `missing_file`: the body ended without a part named `fileField`;
 * - `too_many_fields`, `field_too_long`: over maxFields text fields, or one over maxFieldBytes;
 * - `malformed`: the body is not valid multipart, or ended early.
 * The caller maps these to answers with its own messages (the 5 MB and 10 MB limits say different things).
 */
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import { pipeline, Readable, Transform, type Writable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';

export type UploadErrorCode = 'not_multipart' | 'too_large' | 'missing_file' | 'too_many_fields' | 'field_too_long' | 'malformed';

export class UploadError extends Error {
  constructor(readonly code: UploadErrorCode, message: string = code) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface MultipartUploadOptions {
  /** The name of the file part, e.g. `file` or `document`. */
  fileField: string;
  /** Largest file, in bytes. */
  maxFileBytes: number;
  /** Most text fields before the file (default 10). */
  maxFields?: number;
  /** Largest text field value, in bytes (default 1024). */
  maxFieldBytes?: number;
}

export interface UploadedFilePart {
  fields: Readonly<Record<string, string>>;
  fileName: string;
  declaredType: string;
  detected: { mime: string; ext: string } | undefined;
  stream: Readable;
}

/** How many first bytes the type is detected from (what file-type needs for the formats we take). */
export const SNIFF_BYTES = 4100;

/** Room for boundaries and part headers, beyond the file and the text fields. */
const MULTIPART_OVERHEAD = 16 * 1024;

export async function readMultipartUpload<T>(
  c: Context,
  options: MultipartUploadOptions,
  onFile: (part: UploadedFilePart) => Promise<T>,
): Promise<T> {
  const maxFields = options.maxFields ?? 10;
  const maxFieldBytes = options.maxFieldBytes ?? 1024;
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new UploadError('not_multipart');

  // A declared length already over what the limits allow is refused before a byte is read.
  const declared = c.req.header('content-length');
  const room = options.maxFileBytes + maxFields * (maxFieldBytes + 256) + MULTIPART_OVERHEAD;
  if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > room) throw new UploadError('too_large');

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send file names as UTF-8 bytes; busboy would read them as Latin-1.
      defParamCharset: 'utf8',
      limits: {
        files: 1,
        fields: maxFields,
        parts: maxFields + 1,
        fieldSize: maxFieldBytes,
        fieldNameSize: 100,
        headerPairs: 20,
        // A backstop only: the counter below refuses at maxFileBytes + 1, before busboy would cut the file short.
        fileSize: options.maxFileBytes + 1,
      },
    });
  } catch {
    throw new UploadError('not_multipart');
  }
  const body = c.req.raw.body;
  if (!body) throw new UploadError('missing_file');
  const source = Readable.fromWeb(body as unknown as NodeWebReadableStream<Uint8Array>);

  const fields: Record<string, string> = {};
  let fileSeen = false;
  let settled = false;
  let fileOut: Transform | undefined;
  let detachSource = () => {};

  // Stop reading: the parser no longer gets bytes, and a file stream still open fails with `error`. The body
  // itself is left alone: cancelling it would close the connection before the answer is sent.
  const stop = (error?: Error) => {
    detachSource();
    if (error && fileOut && !fileOut.destroyed) fileOut.destroy(error);
  };

  return new Promise<T>((resolve, reject) => {
    const finish = (error: unknown, value?: T) => {
      if (settled) return;
      settled = true;
      if (error !== undefined) {
        stop(error instanceof Error ? error : new Error(String(error)));
        reject(error);
      } else {
        stop();
        resolve(value as T);
      }
    };

    parser.on('field', (name, value, info) => {
      if (fileSeen) return;
      if (info.valueTruncated || info.nameTruncated) return finish(new UploadError('field_too_long'));
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('fieldsLimit', () => finish(new UploadError('too_many_fields')));
    parser.on('partsLimit', () => finish(new UploadError('too_many_fields')));

    parser.on('file', (name, file, info) => {
      if (fileSeen || name !== options.fileField || settled) {
        // Another file part than the one asked for: skipped, its bytes go nowhere.
        file.resume();
        return;
      }
      fileSeen = true;
      let count = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          count += chunk.length;
          if (count > options.maxFileBytes) done(new UploadError('too_large'));
          else done(null, chunk);
        },
      });
      fileOut = counter;
      // A handler that refuses without reading leaves no listener: the failure then has nowhere else to go.
      counter.on('error', () => {});
      file.on('limit', () => counter.destroy(new UploadError('too_large')));
      // A body cut off mid-file fails the part: the consumer sees it as malformed, not as an internal error.
      file.on('error', (err: Error) => counter.destroy(err instanceof UploadError ? err : new UploadError('malformed', err.message)));

      void (async () => {
        const head = await readHead(file, SNIFF_BYTES).catch((err: Error) => {
          throw err instanceof UploadError ? err : new UploadError('malformed', err.message);
        });
        const detected = head.bytes.length > 0 ? await fileTypeFromBuffer(head.bytes).catch(() => undefined) : undefined;
        // The head goes first, then the rest of the part as it arrives.
        counter.write(head.bytes);
        // The head alone may be over the limit (a body sent in one large chunk): refused before the handler.
        if (counter.errored) throw counter.errored;
        if (head.ended) counter.end();
        else pipeline(file, counter, () => {});
        return onFile({
          fields: { ...fields },
          fileName: decodeFormName(info.filename ?? ''),
          declaredType: info.mimeType ?? '',
          detected: detected ? { mime: detected.mime, ext: detected.ext } : undefined,
          stream: counter,
        });
      })().then(
        (value) => finish(undefined, value),
        (err: unknown) => finish(err),
      );
    });

    parser.on('error', (err: Error) => {
      const error = new UploadError('malformed', err.message);
      if (fileOut && !fileOut.destroyed) fileOut.destroy(error);
      // With a file part the handler settles (its stream failed); without one, this is the answer.
      if (!fileSeen) finish(error);
    });
    parser.on('close', () => {
      if (!fileSeen) finish(new UploadError('missing_file'));
    });
    source.on('error', (err: Error) => {
      const error = new UploadError('malformed', err.message);
      if (fileOut && !fileOut.destroyed) fileOut.destroy(error);
      if (!fileSeen) finish(error);
    });
    detachSource = forward(source, parser);
  });
}

/**
 * `from`'s bytes into `to` with backpressure, ending `to` when `from` ends. Unlike pipe(), nothing is destroyed
 * on either side's error (each side's error is handled where it is listened to), and the returned function
 * detaches and pauses `from`: the request body is stopped, never cancelled, so the answer still goes out.
 */
function forward(from: Readable, to: Writable): () => void {
  const onData = (chunk: Buffer) => {
    if (!to.write(chunk)) from.pause();
  };
  const onDrain = () => from.resume();
  const onEnd = () => to.end();
  from.on('data', onData);
  to.on('drain', onDrain);
  from.once('end', onEnd);
  // A stream paused on purpose (after its head was read) does not restart on a new 'data' listener alone.
  from.resume();
  return () => {
    from.off('data', onData);
    to.off('drain', onDrain);
    from.off('end', onEnd);
    from.pause();
  };
}

/** The first `size` bytes of a stream (fewer if it ends first), leaving the stream paused after them. */
function readHead(stream: Readable, size: number): Promise<{ bytes: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const done = (ended: boolean) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      if (!ended) stream.pause();
      resolve({ bytes: Buffer.concat(chunks), ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= size) done(false);
    };
    const onEnd = () => done(true);
    const onError = (err: Error) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      reject(err);
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}

/**
 * Browsers (and undici) escape `"`, CR and LF in a multipart file name as %22, %0D and %0A (HTML's form-data
 * encoding) and busboy does not undo it: undone here, so the name is the one the user saw.
 */
function decodeFormName(name: string): string {
  return name.replace(/%(22|0d|0a)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
