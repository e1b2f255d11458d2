import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { FILE_CATEGORY_LABELS } from '@shared/catalog.ts';
import { getFileExtension } from '@shared/schemas/file-upload.ts';
import { takeNewest } from '@shared/rules/recent-items.ts';
import { useDocs } from '../../db/hooks.ts';
import { formatFileSize } from '../../features/files/format-file-size.ts';
import { session } from '../../state/session.ts';
import { Badge, Button, EmptyState, Spinner } from '../../ui/index.ts';
import { formatDate } from '../../ui/format-date.ts';

/**
 * The user's file records, newest first, as the server replicated them. There is no delete endpoint on the
 * server yet (DELETE /api/files/:id), so the list has no delete button rather than one that cannot work.
 */
export function FileList({ onUpload }: { onUpload: () => void }) {
  const { user } = useSnapshot(session);
  const { docs, loading } = useDocs('files', { userId: user?.id ?? '\u0000' });
  const files = useMemo(() => takeNewest(docs, (file) => file.uploadDate, docs.length), [docs]);

  if (loading) {
    return (
      <div className="flex items-center justify-center gap-2 py-16 text-slate-600" role="status">
        <Spinner label={null} /> Loading your files…
      </div>
    );
  }
  if (files.length === 0) {
    return (
      <EmptyState
        title="No files yet"
        description="Files you upload appear here with their type, size and date."
        action={<Button onClick={onUpload}>Upload a file</Button>}
      />
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Your files">
      {files.map((file) => (
        <li key={file.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 font-medium text-slate-900">{file.fileName}</p>
            <Badge tone="brand">{FILE_CATEGORY_LABELS[file.category]}</Badge>
          </div>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-slate-600">Type</dt>
              <dd className="text-slate-900 uppercase">{getFileExtension(file.fileName).slice(1) || file.fileType}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Size</dt>
              <dd className="text-slate-900">{formatFileSize(file.fileSize)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Uploaded</dt>
              <dd className="text-slate-900">{formatDate(file.uploadDate)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
