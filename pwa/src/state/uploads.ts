/**
 * How far each file being uploaded has got, for the progress bars; written by sync/uploads.ts (also from
 * another tab that is sending it), read by the upload screen. The waiting files themselves are in the device
 * database, not here.
 */
import { proxy } from 'valtio';
import type { UploadProgress } from '../sync/upload-request.ts';

export const uploadActivity = proxy({ progress: {} as Record<string, UploadProgress> });

/** Record (or, with null, clear) the progress of a pending upload. */
export function setUploadProgress(id: string, progress: UploadProgress | null): void {
  if (progress) uploadActivity.progress[id] = progress;
  else delete uploadActivity.progress[id];
}
