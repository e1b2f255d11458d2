/**
 * The file calls that act on the server at once: deleting a file and where its bytes are read. Uploads go
 * through the queue (sync/uploads.ts); the list itself arrives by replication (the files collection).
 */
import { answer, api } from '../../sync/api-client.ts';

/** What every file's address starts with (an empty id drops its segment): `/api/files/`. */
export const FILES_PATH = `${api.files[':id'].$path({ param: { id: '' } })}/`;

/** Where a file's bytes are read (the owner, or an employer the candidate applied or replied to). */
export function fileContentUrl(fileId: string): string {
  return api.files[':id'].content.$path({ param: { id: encodeURIComponent(fileId) } });
}

/** Delete a file: its record and its bytes. Needs a connection. */
export async function deleteFile(fileId: string): Promise<void> {
  await answer(api.files[':id'].$delete({ param: { id: encodeURIComponent(fileId) } }));
}
