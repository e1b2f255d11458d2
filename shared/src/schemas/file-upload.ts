/**
 * File checks on metadata ({fileName, fileSize, fileType}) rather than on a browser `File`, so the same rule runs
 * before an upload starts and again on the server's multipart part (spec sections 5 and 9).
 */
import { z } from 'zod';
import { CATEGORY_EXTENSIONS, EXTENSION_MIME_TYPES, UNKNOWN_MIME_TYPES, UPLOAD_MAX_BYTES } from '../catalog.ts';
import { VALIDATION_MESSAGES as M, fileTypeMessage } from '../messages.ts';
import { FILE_CATEGORIES } from './file-record.ts';

/** What is known about a file before its bytes are read. */
export const fileMetadataSchema = z.object(
  {
    fileName: z.string(M.fileRequired).trim().min(1, M.fileRequired).max(255),
    fileSize: z.number(M.fileRequired).int().min(0),
    fileType: z.string().max(100).default(''),
  },
  M.fileRequired,
);
export type FileMetadata = z.infer<typeof fileMetadataSchema>;

/** The metadata of a browser `File` (or anything shaped like one). */
export function toFileMetadata(file: { name: string; size: number; type: string }): FileMetadata {
  return { fileName: file.name, fileSize: file.size, fileType: file.type };
}

/** The lower-case extension of a file name with its dot (`.pdf`), or '' when it has none. */
export function getFileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot).toLowerCase();
}

/**
 * Whether a file's extension is one of `extensions` and its reported MIME type, when the browser reported a
 * meaningful one, belongs to that extension: `cv.pdf` sent as `text/html` is refused.
 */
export function isAcceptedFileType(
  file: Pick<FileMetadata, 'fileName' | 'fileType'>,
  extensions: readonly string[],
): boolean {
  const extension = getFileExtension(file.fileName);
  if (!extensions.includes(extension)) return false;
  const mime = file.fileType.trim().toLowerCase();
  if ((UNKNOWN_MIME_TYPES as readonly string[]).includes(mime)) return true;
  return (EXTENSION_MIME_TYPES[extension] ?? []).includes(mime);
}

/**
 * An upload of the /file-upload screen: at most 10 MB ('Please select a file smaller than 10MB.') and of a
 * type its category takes (resume .pdf .doc .docx; photo .jpg .jpeg .png; portfolio and certificate .pdf .jpg
 * .jpeg .png; video .mp4 .mov .avi).
 */
export const fileUploadSchema = fileMetadataSchema
  .extend({ category: z.enum(FILE_CATEGORIES, M.fileCategoryRequired) })
  .superRefine((file, ctx) => {
    if (file.fileSize > UPLOAD_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', message: M.fileTooLarge, path: ['fileSize'] });
    }
    const extensions = CATEGORY_EXTENSIONS[file.category];
    if (extensions && !isAcceptedFileType(file, extensions)) {
      ctx.addIssue({ code: 'custom', message: fileTypeMessage(extensions), path: ['fileName'] });
    }
  });
export type FileUpload = z.infer<typeof fileUploadSchema>;
