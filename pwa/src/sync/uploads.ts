/**
 * The upload queue of the signed-in user, started with their sync: files wait in the device database and go
 * to POST /api/files/upload when online (again on reconnect). One tab sends at a time (a Web Lock); the tabs
 * share its progress and cancels over a BroadcastChannel. ID documents never pass through here: they are not
 * kept on devices.
 */
import { ERROR_TOASTS, SUCCESS_TOASTS, type ToastText } from '@shared/messages.ts';
import type { FileCategory } from '@shared/schemas/file-record.ts';
import type { DeviceDb } from '../db/device-db.ts';
import { devicePendingUploads } from '../db/pending-uploads.ts';
import { setUploadProgress, uploadActivity } from '../state/uploads.ts';
import { toast } from '../ui/toast/toast.ts';
import type { ApiError } from './api.ts';
import { createUploadQueue, type UploadQueue } from './upload-queue.ts';
import { sendMultipart, type UploadProgress } from './upload-request.ts';
import { api } from './api-client.ts';

type TabMessage = { type: 'progress'; id: string; progress: UploadProgress | null } | { type: 'cancel'; id: string };

let running: { queue: UploadQueue; channel: BroadcastChannel | null; stopListening: () => void } | null = null;

function announceRefusal(error: ApiError): void {
  const text: ToastText = error.status === 413 ? ERROR_TOASTS.fileTooLarge : ERROR_TOASTS.uploadFailed;
  toast({ title: text.title, description: error.serverMessage || text.description, variant: 'destructive' });
}

/** Start sending the user's waiting files (now, and whenever the connection returns). */
export function startUploads(userId: string, device: DeviceDb): void {
  stopUploads();
  const lockName = `hiresync-uploads-${userId}`;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(lockName);
  const queue = createUploadQueue({
    store: devicePendingUploads(device),
    send: (upload, onProgress) =>
      sendMultipart(api.files.upload.$path(), [['category', upload.category], ['uploadId', upload.id], ['file', upload.blob, upload.fileName]], { onProgress }),
    isOnline: () => navigator.onLine,
    withLock: (task) => (navigator.locks ? navigator.locks.request(lockName, task) : task()),
    onProgress: (id, progress) => {
      setUploadProgress(id, progress);
      channel?.postMessage({ type: 'progress', id, progress } satisfies TabMessage);
    },
    onUploaded: () => toast(SUCCESS_TOASTS.fileUploaded),
    onRefused: (_upload, error) => announceRefusal(error),
  });
  if (channel) {
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      if (event.data.type === 'progress') setUploadProgress(event.data.id, event.data.progress);
      else queue.abortLocal(event.data.id);
    };
  }
  const onOnline = () => void queue.drain();
  const onOffline = () => queue.interrupt();
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  const stopListening = () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
  running = { queue, channel, stopListening };
  void queue.drain();
}

/** Stop at sign-out; what waits stays in the device database (which sign-out deletes). */
export function stopUploads(): void {
  if (!running) return;
  running.queue.stop();
  running.stopListening();
  running.channel?.close();
  running = null;
  uploadActivity.progress = {};
}

/** Keep a chosen file on the device and send it as soon as possible. */
export async function queueUpload(file: File, category: FileCategory): Promise<string> {
  if (!running) throw new Error('Uploads start after sign-in');
  const id = crypto.randomUUID();
  await running.queue.enqueue({ id, category, fileName: file.name, fileType: file.type, fileSize: file.size, blob: file, at: Date.now() });
  return id;
}

/** Forget a waiting or uploading file, in whichever tab is sending it. */
export async function cancelUpload(id: string): Promise<void> {
  await running?.queue.cancel(id);
  running?.channel?.postMessage({ type: 'cancel', id } satisfies TabMessage);
  setUploadProgress(id, null);
}
