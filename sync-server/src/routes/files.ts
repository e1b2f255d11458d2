/**
 * /api/files: the /file-upload screen's uploads (spec section 7). The user is the session's, never a field of
 * the body (a `userId` part is ignored). Bytes stream to storage under a random key; the type is decided from
 * the bytes (files/file-types.ts); the record replicates to the owner's devices; a candidate's latest résumé,
 * photo and video become their profile's resumeUrl, profilePhoto and videoIntroUrl.
 *
 * Reading is checked per request: the owner, or an employer for a résumé, photo, portfolio or video of a
 * candidate whose contact details it may see (decisions.md, Privacy); everyone else gets 404, as if the file
 * did not exist.
 */
import { Hono } from 'hono';
import { Readable } from 'node:stream';
import { CATEGORY_EXTENSIONS, FILES_PER_USER_MAX, UPLOAD_MAX_BYTES } from '@shared/catalog.ts';
import { FILE_ERROR_MESSAGES, VALIDATION_MESSAGES as M, fileTypeMessage } from '@shared/messages.ts';
import { canUploadInto } from '@shared/rules/file-categories.ts';
import { idSchema } from '@shared/schemas/common.ts';
import { fileCategorySchema, type FileCategory } from '@shared/schemas/file-record.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { contentDisposition, sanitizeFileName } from '../files/file-name.ts';
import { acceptedType, INLINE_CATEGORIES } from '../files/file-types.ts';
import { readMultipartUpload, UploadError } from '../files/multipart-upload.ts';
import { newStorageKey } from '../files/storage.ts';
import {
  AccountGoneError,
  countFiles,
  employerMayRead,
  findStoredFile,
  recordUpload,
  removeFile,
  TooManyFilesError,
} from '../files/stored-files.ts';
import { httpError } from '../http-error.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { describeRoute } from '../openapi/route-docs.ts';
import { fileUploadFormSchema } from '@shared/schemas/multipart-forms.ts';
import { deletedResponseSchema, fileUploadResponseSchema } from '@shared/schemas/api-responses.ts';

/** What an employer may read of a candidate it may contact: not certificates (decisions.md lists the rest). */
const EMPLOYER_READABLE: readonly string[] = ['resume', 'photo', 'portfolio', 'video'] satisfies FileCategory[];

const notFound = (): never => httpError(404, 'not_found', 'File not found.');

/** The refusal for a failure of the multipart reader. */
function uploadRefusal(err: UploadError): never {
  switch (err.code) {
    case 'too_large':
      return httpError(413, 'file_too_large', M.fileTooLarge);
    case 'not_multipart':
      return httpError(415, 'unsupported_media_type', FILE_ERROR_MESSAGES.notMultipart);
    case 'missing_file':
      return httpError(400, 'invalid', M.fileRequired);
    default:
      return httpError(400, 'invalid', FILE_ERROR_MESSAGES.unreadable);
  }
}

/** A single `bytes=` range of a file of `size` bytes; null to send it whole; 'unsatisfiable' for 416. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  // Several ranges, or none we understand: the whole file is a valid answer to any Range request.
  if (!match || (!match[1] && !match[2])) return null;
  if (size === 0) return 'unsatisfiable';
  if (!match[1]) {
    const suffix = Number(match[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export function fileRoutes(deps: AppDeps) {
  const { database, storage } = deps;
  const db = database.db;
  return new Hono<AppEnv>()
    .post(
      '/upload',
      describeRoute({
        summary:
          'Upload a file (multipart/form-data: `category` (resume, photo, portfolio, certificate, video), then `file`); answers `{ file }`, the replicated file record',
        tag: 'Files', response: fileUploadResponseSchema, multipart: fileUploadFormSchema,
        answers: {
          200: 'The same `uploadId` (an optional field before the file) was sent before: the file it made, `{ file }`',
          201: 'Stored: `{ file: FileRecord }`; its `url` reads the bytes',
          400: 'No category before the file, a job seeker’s category sent by an employer, no file, or an unreadable body: `invalid`',
          409: `The account keeps ${FILES_PER_USER_MAX} files already: \`too_many_files\``,
          413: 'Over 10 MB: `file_too_large`',
          415: 'Not multipart, or a type the category does not take (decided from the bytes): `unsupported_media_type`, `unsupported_file_type`',
        },
      }),
      requireViewer,
      async (c) => {
        const viewer = c.var.viewer!;
        // Before a byte is read: a full account need not send 10 MB to hear it.
        if ((await countFiles(db, viewer.userId)) >= FILES_PER_USER_MAX) {
          httpError(409, 'too_many_files', FILE_ERROR_MESSAGES.tooManyFiles(FILES_PER_USER_MAX));
        }
        let storedKey: string | undefined;
        try {
          const upload = await readMultipartUpload(
            c,
            { fileField: 'file', maxFileBytes: UPLOAD_MAX_BYTES, maxFields: 5, maxFieldBytes: 1024 },
            async (part) => {
              const category = fileCategorySchema.safeParse(part.fields.category);
              if (!category.success) return httpError(400, 'invalid', M.fileCategoryRequired);
              if (!canUploadInto(viewer.userType, category.data)) return httpError(400, 'invalid', FILE_ERROR_MESSAGES.categoryNotOffered);
              const uploadId = part.fields.uploadId === undefined ? undefined : idSchema.safeParse(part.fields.uploadId);
              if (uploadId && !uploadId.success) return httpError(400, 'invalid', FILE_ERROR_MESSAGES.badUploadId);
              const type = acceptedType(category.data, part.detected?.mime);
              if (!type) return httpError(415, 'unsupported_file_type', fileTypeMessage(CATEGORY_EXTENSIONS[category.data]));
              const key = newStorageKey('file');
              const size = await storage.put(key, part.stream, type.servedAs);
              storedKey = key;
              return {
                category: category.data,
                contentType: type.servedAs,
                size,
                fileName: sanitizeFileName(part.fileName, type.extensions, category.data),
                uploadId: uploadId?.data,
              };
            },
          );
          const { record, isRepeat } = await recordUpload(db, { userId: viewer.userId, storageKey: storedKey!, ...upload }, deps.now());
          if (isRepeat) {
            // Sent again after a lost answer: the bytes are already stored once, under the first upload's key.
            await storage.delete(storedKey!).catch((e: unknown) => c.var.log.error({ err: e }, 'Could not remove repeated upload bytes'));
            return c.json({ file: record }, 200);
          }
          return c.json({ file: record }, 201);
        } catch (err) {
          if (storedKey) await storage.delete(storedKey).catch((e: unknown) => c.var.log.error({ err: e }, 'Could not remove refused upload bytes'));
          if (err instanceof UploadError) uploadRefusal(err);
          if (err instanceof TooManyFilesError) httpError(409, 'too_many_files', FILE_ERROR_MESSAGES.tooManyFiles(FILES_PER_USER_MAX));
          if (err instanceof AccountGoneError) httpError(401, 'unauthenticated', 'Please sign in.');
          throw err;
        }
      },
    )
    .delete(
      '/:id',
      describeRoute({
        summary: 'Delete one of your files: its bytes, its record (devices pull the removal) and the profile link to it',
        tag: 'Files', response: deletedResponseSchema,
        answers: { 200: '`{ deleted: true }`', 404: 'No such file of yours: `not_found`' },
      }),
      requireViewer,
      async (c) => {
        const key = await removeFile(db, c.var.viewer!.userId, c.req.param('id'), deps.now());
        if (!key) notFound();
        // After the commit: bytes that failed to go are unreachable (no row names them), never a dangling record.
        await storage.delete(key!).catch((e: unknown) => c.var.log.error({ err: e }, 'Could not remove deleted file bytes'));
        return c.json({ deleted: true });
      },
    )
    .get(
      '/:id/content',
      describeRoute({
        summary: 'Read a file: yours, or a résumé, photo, portfolio or video of a candidate who applied or replied to you',
        tag: 'Files', response: { type: '*/*', schema: { type: 'string', description: "The file's bytes, in the type detected at upload (its Content-Type)" } },
        answers: {
          200: 'The bytes, with their detected type; documents as attachments',
          206: 'The requested byte range',
          404: 'No such file, or not one you may read: `not_found`',
          416: 'The range is outside the file',
        },
      }),
      requireViewer,
      async (c) => {
        const viewer = c.var.viewer!;
        const row = await findStoredFile(db, c.req.param('id'));
        if (!row) return notFound();
        if (row.userId !== viewer.userId) {
          const allowed =
            viewer.userType === 'employer' && EMPLOYER_READABLE.includes(row.category ?? '') && (await employerMayRead(db, viewer.userId, row.userId));
          if (!allowed) return notFound();
        }
        const range = parseRange(c.req.header('range'), row.size);
        const headers = new Headers({
          'content-type': row.contentType,
          'content-disposition': contentDisposition(
            INLINE_CATEGORIES.includes(row.category as FileCategory) ? 'inline' : 'attachment',
            row.originalName || `file${CATEGORY_EXTENSIONS[row.category as FileCategory]?.[0] ?? ''}`,
          ),
          'x-content-type-options': 'nosniff',
          // Private bytes: no shared cache, and no copy left on the device by the browser or the service worker.
          'cache-control': 'private, no-store',
          'accept-ranges': 'bytes',
        });
        if (range === 'unsatisfiable') {
          headers.set('content-range', `bytes */${row.size}`);
          return new Response(null, { status: 416, headers });
        }
        const stream = await storage.get(row.storageKey, range ?? undefined);
        if (!stream) return notFound();
        if (range) {
          headers.set('content-range', `bytes ${range.start}-${range.end}/${row.size}`);
          headers.set('content-length', String(range.end - range.start + 1));
        } else {
          headers.set('content-length', String(row.size));
        }
        return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status: range ? 206 : 200, headers });
      },
    );
}
