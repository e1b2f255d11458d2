/**
 * Upload limits and accepted file types per category (spec sections 5 and 9). Checked on file metadata, so the
 * same rule runs on a browser `File` and on the server's multipart part; the server also sniffs the bytes.
 */
import type { FileCategory } from '../schemas/file-record.ts';

const MB = 1024 * 1024;

/** Largest ID document accepted, in bytes (5 MB). */
export const ID_DOCUMENT_MAX_BYTES = 5 * MB;

/** Largest file of the upload screen, in bytes (10 MB). */
export const UPLOAD_MAX_BYTES = 10 * MB;

/**
 * Most files one account keeps (all categories together): with the 10 MB cap, at most 500 MB per account, so
 * one user cannot fill the server's storage. Deleting a file frees its place.
 */
export const FILES_PER_USER_MAX = 50;

/** Accepted extensions (lower case, with the dot) per upload category. */
export const CATEGORY_EXTENSIONS = {
  resume: ['.pdf', '.doc', '.docx'],
  photo: ['.jpg', '.jpeg', '.png'],
  portfolio: ['.pdf', '.jpg', '.jpeg', '.png'],
  certificate: ['.pdf', '.jpg', '.jpeg', '.png'],
  video: ['.mp4', '.mov', '.avi'],
} as const satisfies Record<FileCategory, readonly string[]>;

/** Extensions of an ID document: images and PDF. */
export const ID_DOCUMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif'] as const;

/** MIME types a browser may report for each accepted extension. */
export const EXTENSION_MIME_TYPES: Readonly<Record<string, readonly string[]>> = {
  '.pdf': ['application/pdf'],
  '.doc': ['application/msword'],
  '.docx': ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  '.jpg': ['image/jpeg', 'image/pjpeg'],
  '.jpeg': ['image/jpeg', 'image/pjpeg'],
  '.png': ['image/png'],
  '.webp': ['image/webp'],
  '.heic': ['image/heic'],
  '.heif': ['image/heif'],
  '.mp4': ['video/mp4'],
  '.mov': ['video/quicktime'],
  '.avi': ['video/x-msvideo', 'video/avi', 'video/msvideo'],
};

/**
 * MIME types that say nothing about the content. Some browsers report these (or nothing) for valid .doc, .mov
 * or .heic files, so they defer to the extension rather than reject the file.
 */
export const UNKNOWN_MIME_TYPES = ['', 'application/octet-stream'] as const;

/** The `accept` attribute of a file input for one category, e.g. `.pdf,.doc,.docx`. */
export function acceptAttributeFor(category: FileCategory): string {
  return CATEGORY_EXTENSIONS[category].join(',');
}

/** Labels of the upload categories, as the file screen and its guidelines name them. */
export const FILE_CATEGORY_LABELS = {
  resume: 'Resume',
  photo: 'Profile photo',
  portfolio: 'Portfolio',
  certificate: 'Certificate',
  video: 'Video introduction',
} as const satisfies Record<FileCategory, string>;
