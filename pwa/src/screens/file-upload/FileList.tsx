import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { FILE_CATEGORY_LABELS } from '@shared/catalog.ts';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import type { FileRecord } from '@shared/schemas/file-record.ts';
import { getFileExtension } from '@shared/schemas/file-upload.ts';
import { takeNewest } from '@shared/rules/recent-items.ts';
import { useDocs } from '../../db/hooks.ts';
import { showFailure } from '../../features/auth/show-failure.ts';
import { deleteFile, fileContentUrl } from '../../features/files/files-api.ts';
import { formatFileSize } from '../../features/files/format-file-size.ts';
import { session } from '../../state/session.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { Badge, Button, Dialog, EmptyState, NeedsConnection, Spinner, buttonClasses, toast } from '../../ui/index.ts';
import { formatDate } from '../../ui/format-date.ts';

/**
 * The user's file records, newest first, as the server replicated them (live: an upload from another tab or
 * device appears on its own). Download reads the bytes from the server; Delete removes record and bytes there,
 * so both need a connection.
 */
export function FileList({ onUpload }: { onUpload: () => void }) {
  const { user } = useSnapshot(session);
  const { online } = useSnapshot(syncStatus);
  const { docs, loading } = useDocs('files', { userId: user?.id ?? '\u0000' });
  // Deleted on the server; hidden here until replication removes the record from this device too.
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());
  const files = useMemo(
    () => takeNewest(docs, (file) => file.uploadDate, docs.length).filter((file) => !deletedIds.has(file.id)),
    [docs, deletedIds],
  );

  const remove = async (file: FileRecord) => {
    try {
      await deleteFile(file.id);
      setDeletedIds((ids) => new Set(ids).add(file.id));
      toast(SUCCESS_TOASTS.fileDeleted);
    } catch (error) {
      showFailure(ERROR_TOASTS.fileDeleteFailed, error);
    }
  };

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
    <div className="flex flex-col gap-3">
      {!online && <NeedsConnection what="Downloading or deleting a file" />}
      <ul className="flex flex-col gap-3" aria-label="Your files">
        {files.map((file) => (
          <FileRow key={file.id} file={file} online={online} onDelete={() => remove(file)} />
        ))}
      </ul>
    </div>
  );
}

function FileRow({ file, online, onDelete }: { file: FileRecord; online: boolean; onDelete: () => Promise<void> }) {
  const [isDeleting, setIsDeleting] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const headingId = `file-${file.id}-name`;
  const confirmDelete = () => {
    setIsDeleting(true);
    void onDelete().finally(() => {
      setIsDeleting(false);
      setIsConfirming(false);
    });
  };
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={headingId} className="min-w-0 font-medium break-all text-slate-900">
          {file.fileName}
        </p>
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
      <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <a href={fileContentUrl(file.id)} download={file.fileName} className={buttonClasses('secondary', 'sm')}>
          Download<span className="sr-only"> {file.fileName}</span>
        </a>
        <Button size="sm" variant="destructive" disabled={!online} onClick={() => setIsConfirming(true)}>
          Delete<span className="sr-only"> {file.fileName}</span>
        </Button>
      </div>
      <Dialog
        open={isConfirming}
        onClose={() => setIsConfirming(false)}
        title="Delete this file?"
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              Keep File
            </Button>
            <Button variant="destructive" disabled={!online} isLoading={isDeleting} onClick={confirmDelete}>
              Delete File
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          <strong className="font-semibold break-all text-slate-900">{file.fileName}</strong> is removed for good, from this list and
          from your profile.
        </p>
      </Dialog>
    </li>
  );
}
