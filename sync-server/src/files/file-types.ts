/**
 * Which detected types each upload category takes (spec section 5: resume .pdf .doc .docx; photo .jpg .jpeg
 * .png; portfolio and certificate .pdf .jpg .jpeg .png; video .mp4 .mov .avi). The type is the one file-type
 * finds in the first bytes, never the name or the browser's declared type.
 *
 * .doc is an OLE compound file, which file-type reports as `application/x-cfb`: the same container holds old
 * Excel and PowerPoint files and .msi installers, so it is taken only as a résumé, served as
 * `application/msword`, always as an attachment, with a name ending in `.doc` (file-name.ts), so a download
 * can never be opened as an installer by its name.
 */
import type { FileCategory } from '@shared/schemas/file-record.ts';

/** A detected type a category takes: the type it is served as and the extensions its name may end in. */
interface AcceptedType {
  servedAs: string;
  extensions: readonly string[];
}

const PDF: AcceptedType = { servedAs: 'application/pdf', extensions: ['.pdf'] };
const DOC: AcceptedType = { servedAs: 'application/msword', extensions: ['.doc'] };
const DOCX: AcceptedType = { servedAs: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['.docx'] };
const JPEG: AcceptedType = { servedAs: 'image/jpeg', extensions: ['.jpg', '.jpeg'] };
const PNG: AcceptedType = { servedAs: 'image/png', extensions: ['.png'] };
const MP4: AcceptedType = { servedAs: 'video/mp4', extensions: ['.mp4'] };
const MOV: AcceptedType = { servedAs: 'video/quicktime', extensions: ['.mov'] };
const AVI: AcceptedType = { servedAs: 'video/x-msvideo', extensions: ['.avi'] };

const DOCUMENT_IMAGES = { 'application/pdf': PDF, 'image/jpeg': JPEG, 'image/png': PNG, 'image/apng': PNG };

/** Detected MIME type (file-type's name) → how it is kept, per category. */
const CATEGORY_TYPES: Record<FileCategory, Readonly<Record<string, AcceptedType>>> = {
  resume: {
    'application/pdf': PDF,
    'application/x-cfb': DOC,
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': DOCX,
  },
  // An animated PNG is still a PNG to every browser.
  photo: { 'image/jpeg': JPEG, 'image/png': PNG, 'image/apng': PNG },
  portfolio: DOCUMENT_IMAGES,
  certificate: DOCUMENT_IMAGES,
  // M4V is the MP4 container under another brand.
  video: { 'video/mp4': MP4, 'video/x-m4v': MP4, 'video/quicktime': MOV, 'video/vnd.avi': AVI },
};

/** How a file of `detectedMime` is kept in `category`, or null when the category does not take it. */
export function acceptedType(category: FileCategory, detectedMime: string | undefined): AcceptedType | null {
  if (!detectedMime) return null;
  return CATEGORY_TYPES[category][detectedMime] ?? null;
}

/** Categories whose files are shown in the page (inline); the rest download as attachments. */
export const INLINE_CATEGORIES: readonly FileCategory[] = ['photo', 'video'];
