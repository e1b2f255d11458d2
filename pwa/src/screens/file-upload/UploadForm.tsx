import { useState, type FormEvent } from 'react';
import { CATEGORY_EXTENSIONS, FILE_CATEGORY_LABELS, UPLOAD_MAX_BYTES, acceptAttributeFor } from '@shared/catalog.ts';
import { ERROR_TOASTS } from '@shared/messages.ts';
import { FILE_CATEGORIES, type FileCategory } from '@shared/schemas/file-record.ts';
import { toFileMetadata, type FileMetadata } from '@shared/schemas/file-upload.ts';
import { FileInput } from '../../features/files/FileInput.tsx';
import { checkUpload } from '../../features/files/check-upload.ts';
import { formatFileSize } from '../../features/files/format-file-size.ts';
import { CAPABILITY_NOTICES } from '../../features/plans/capabilities.ts';
import { CapabilityNotice } from '../../features/plans/CapabilityNotice.tsx';
import { Button, Card, Field, Select, toast } from '../../ui/index.ts';

const CATEGORY_OPTIONS = FILE_CATEGORIES.map((value) => ({
  value,
  label: `${FILE_CATEGORY_LABELS[value]} (${CATEGORY_EXTENSIONS[value].join(' ')})`,
}));

/**
 * Choose a category and a file; both are checked with the shared upload schema as soon as they change, so a
 * file over 10 MB is refused before any byte is sent. The server has no upload endpoint yet, so the upload
 * button stays disabled with a line saying so.
 */
export function UploadForm() {
  const [category, setCategory] = useState<FileCategory>('resume');
  const [file, setFile] = useState<FileMetadata | null>(null);
  const issues = checkUpload(category, file);

  const chooseFile = (chosen: File | null) => {
    const metadata = chosen ? toFileMetadata(chosen) : null;
    setFile(metadata);
    if (metadata && metadata.fileSize > UPLOAD_MAX_BYTES) toast({ ...ERROR_TOASTS.fileTooLarge, variant: 'destructive' });
  };

  return (
    <Card as="section" aria-labelledby="upload-heading">
      <h2 id="upload-heading" className="text-base font-semibold text-slate-900">
        Upload a file
      </h2>
      <form onSubmit={(event: FormEvent) => event.preventDefault()} noValidate className="mt-4 flex flex-col gap-4">
        <Field label="Category" error={issues.category} isRequired>
          <Select
            name="category"
            value={category}
            options={CATEGORY_OPTIONS}
            onChange={(event) => setCategory(event.currentTarget.value as FileCategory)}
          />
        </Field>
        <Field
          label="File"
          error={file ? issues.file : undefined}
          isRequired
          hint={`${CATEGORY_EXTENSIONS[category].join(' ')}, up to ${formatFileSize(UPLOAD_MAX_BYTES).replace('.0 ', ' ')}`}
        >
          <FileInput name="file" accept={acceptAttributeFor(category)} onFileChange={chooseFile} />
        </Field>
        {file && !issues.file && (
          <p className="text-sm text-slate-700">
            {file.fileName} · {formatFileSize(file.fileSize)}
          </p>
        )}
        <CapabilityNotice id="upload-unavailable">{CAPABILITY_NOTICES.fileUploads}</CapabilityNotice>
        <Button type="submit" disabled aria-describedby="upload-unavailable" className="w-full sm:w-fit sm:self-end">
          Upload File
        </Button>
      </form>
    </Card>
  );
}
