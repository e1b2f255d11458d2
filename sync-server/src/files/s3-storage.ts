/**
 * File storage in an S3-compatible bucket. Uploads stream through @aws-sdk/lib-storage's Upload (multipart in
 * parts of 5 MiB), so no file is held whole in memory; an upload whose stream fails is aborted, which removes
 * its parts, so nothing is left under the key.
 */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './storage.ts';

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

export function createS3Storage(settings: S3Settings): FileStorage {
  const config: S3ClientConfig = {
    region: settings.region ?? 'us-east-1',
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers do not take the SDK's default CRC32
    // trailers on streamed bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (settings.accessKeyId && settings.secretAccessKey) {
    config.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
  }
  const client = new S3Client(config);
  const Bucket = settings.bucket;

  return {
    async put(key, body, contentType) {
      assertStorageKey(key);
      let bytes = 0;
      let failure: unknown;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      // The source's error must reach the upload: a plain pipe would only stop sending, and the upload would
      // complete with the bytes so far (or wait forever on a source that failed before it was handed over).
      // pipeline destroys `count` with the error, which fails the upload's read of it.
      const piped = pipeline(body, count).catch((err: unknown) => {
        failure = err;
      });
      const upload = new Upload({ client, params: { Bucket, Key: key, Body: count, ContentType: contentType }, leavePartsOnError: false });
      try {
        await upload.done();
        await piped;
      } catch (err) {
        // A single-part upload may already be stored when the failure arrives late: remove it.
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
        throw failure ?? err;
      }
      if (failure) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
        throw failure;
      }
      return bytes;
    },
    async get(key, range) {
      assertStorageKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey' || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
