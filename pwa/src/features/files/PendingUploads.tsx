import { useSnapshot } from 'valtio';
import { FILE_CATEGORY_LABELS } from '@shared/catalog.ts';
import { usePendingUploads } from '../../db/pending-uploads.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { uploadActivity } from '../../state/uploads.ts';
import { cancelUpload } from '../../sync/uploads.ts';
import { toPercent } from '../../sync/upload-request.ts';
import { Button } from '../../ui/index.ts';
import { formatFileSize } from './format-file-size.ts';
import { UploadProgressBar } from './UploadProgressBar.tsx';

/**
 * Files kept on this device until the server has them: the one being sent with its real progress, the others
 * waiting (for a connection, or their turn). Each can be cancelled; nothing has to be chosen again after an
 * interruption.
 */
export function PendingUploads() {
  const uploads = usePendingUploads();
  const { progress } = useSnapshot(uploadActivity);
  const { online } = useSnapshot(syncStatus);
  if (uploads.length === 0) return null;
  const count = uploads.length === 1 ? '1 file' : `${uploads.length} files`;
  return (
    <section aria-labelledby="pending-uploads-heading" className="mt-6 border-t border-slate-200 pt-5">
      <h3 id="pending-uploads-heading" className="text-sm font-semibold text-slate-900" data-testid="pending-uploads-count">
        {count} waiting to upload
      </h3>
      {!online && (
        <p className="mt-1 text-sm text-slate-600">
          You are offline. These stay on this device and upload on their own when you are back online.
        </p>
      )}
      <ul className="mt-3 flex flex-col gap-3" aria-label="Uploads">
        {uploads.map((upload) => {
          const sent = progress[upload.id];
          return (
            <li key={upload.id} className="rounded-xl border border-slate-200 bg-slate-50 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="min-w-0 text-sm font-medium break-all text-slate-900">{upload.fileName}</p>
                <Button size="sm" variant="secondary" onClick={() => void cancelUpload(upload.id)}>
                  Cancel<span className="sr-only"> upload of {upload.fileName}</span>
                </Button>
              </div>
              <p className="mt-1 text-xs text-slate-600">
                {FILE_CATEGORY_LABELS[upload.category]} · {formatFileSize(upload.fileSize)} ·{' '}
                {sent ? 'Uploading' : online ? 'Waiting to upload' : 'Waiting for a connection'}
              </p>
              {sent && <UploadProgressBar className="mt-2" percent={toPercent(sent)} label={`Uploading ${upload.fileName}`} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
