import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { CATEGORY_EXTENSIONS, FILE_CATEGORY_LABELS, UPLOAD_MAX_BYTES, acceptAttributeFor } from '@shared/catalog.ts';
import { ERROR_TOASTS } from '@shared/messages.ts';
import { fileCategoriesFor } from '@shared/rules/file-categories.ts';
import type { FileCategory } from '@shared/schemas/file-record.ts';
import { toFileMetadata } from '@shared/schemas/file-upload.ts';
import { FileInput } from '../../features/files/FileInput.tsx';
import { PendingUploads } from '../../features/files/PendingUploads.tsx';
import { checkUpload } from '../../features/files/check-upload.ts';
import { formatFileSize } from '../../features/files/format-file-size.ts';
import { session } from '../../state/session.ts';
import { queueUpload } from '../../sync/uploads.ts';
import { Button, Card, Field, Select, toast } from '../../ui/index.ts';

const optionsOf = (categories: readonly FileCategory[]) =>
  categories.map((value) => ({ value, label: `${FILE_CATEGORY_LABELS[value]} (${CATEGORY_EXTENSIONS[value].join(' ')})` }));

/**
 * Choose a category and a file; both are checked with the shared upload schema as soon as they change, so a
 * file over 10 MB is refused before any byte is sent (the server checks again, from the bytes). Upload keeps the
 * file on this device and sends it with real progress, at once or when the connection returns.
 */
export function UploadForm() {
  const { user } = useSnapshot(session);
  // An employer is offered a company's categories only (rules/file-categories.ts; the server refuses the rest).
  const categories = fileCategoriesFor(user?.userType ?? 'candidate');
  const [chosen, setCategory] = useState<FileCategory>(categories[0]!);
  const category = categories.includes(chosen) ? chosen : categories[0]!;
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the native file input once its file is queued.
  const [inputKey, setInputKey] = useState(0);
  const [isQueueing, setIsQueueing] = useState(false);
  const metadata = file ? toFileMetadata(file) : null;
  const issues = checkUpload(category, metadata);

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    if (chosen && chosen.size > UPLOAD_MAX_BYTES) toast({ ...ERROR_TOASTS.fileTooLarge, variant: 'destructive' });
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || issues.file || issues.category) return;
    setIsQueueing(true);
    try {
      await queueUpload(file, category);
      setFile(null);
      setInputKey((key) => key + 1);
    } catch (error) {
      console.error('Could not keep the file for upload', error);
      toast({ ...ERROR_TOASTS.uploadFailed, variant: 'destructive' });
    } finally {
      setIsQueueing(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="upload-heading">
      <h2 id="upload-heading" className="text-base font-semibold text-slate-900">
        Upload a file
      </h2>
      <form onSubmit={(event) => void upload(event)} noValidate className="mt-4 flex flex-col gap-4">
        <Field label="Category" error={issues.category} isRequired>
          <Select
            name="category"
            value={category}
            options={optionsOf(categories)}
            onChange={(event) => setCategory(event.currentTarget.value as FileCategory)}
          />
        </Field>
        <Field
          label="File"
          error={file ? issues.file : undefined}
          isRequired
          hint={`${CATEGORY_EXTENSIONS[category].join(' ')}, up to ${formatFileSize(UPLOAD_MAX_BYTES).replace('.0 ', ' ')}`}
        >
          <FileInput key={inputKey} name="file" accept={acceptAttributeFor(category)} onFileChange={chooseFile} />
        </Field>
        {file && !issues.file && (
          <p className="text-sm text-slate-700">
            {file.name} · {formatFileSize(file.size)}
          </p>
        )}
        <Button
          type="submit"
          disabled={!file || Boolean(issues.file || issues.category)}
          isLoading={isQueueing}
          className="w-full sm:w-fit sm:self-end"
        >
          Upload File
        </Button>
      </form>
      <PendingUploads />
    </Card>
  );
}
