/**
 * The upload form's messages per field, from the shared upload schema: the category, and the first problem
 * with the file (missing, over 10 MB, or a type its category does not take).
 */
import { fileUploadSchema, type FileMetadata } from '@shared/schemas/file-upload.ts';

export interface UploadIssues {
  category?: string;
  file?: string;
}

/** What is wrong with a chosen category and file; empty when the upload may go. */
export function checkUpload(category: string, file: FileMetadata | null): UploadIssues {
  const result = fileUploadSchema.safeParse({ ...file, category });
  if (result.success) return {};
  const issues: UploadIssues = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'category' ? 'category' : 'file';
    issues[field] ??= issue.message;
  }
  return issues;
}
