/**
 * The file calls that act on the server at once: deleting a file and where its bytes are read. Uploads go
 * through the queue (sync/uploads.ts); the list itself arrives by replication (the files collection).
 */
import { apiFetch } from '../../sync/api.ts';

/** Where a file's bytes are read (the owner, or an employer the candidate applied or replied to). */
export function fileContentUrl(fileId: string): string {
  return `/api/files/${encodeURIComponent(fileId)}/content`;
}

/** Delete a file: its record and its bytes. Needs a connection. */
export function deleteFile(fileId: string): Promise<void> {
  return apiFetch<void>(`/api/files/${encodeURIComponent(fileId)}`, { method: 'DELETE' });
}
