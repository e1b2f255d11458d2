import { useState } from 'react';
import { Tabs } from '../../ui/index.ts';
import { FileList } from './FileList.tsx';
import { UploadForm } from './UploadForm.tsx';
import { UploadGuidelines } from './UploadGuidelines.tsx';

type FileTab = 'upload' | 'manage';

/**
 * /file-upload (routes: signed in): an upload tab checked against the shared limits, a manage tab listing the
 * user's real file records (replicated from the server), and the upload guidelines beside them.
 */
export function FileUploadScreen() {
  const [tab, setTab] = useState<FileTab>('upload');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Files</h1>
        <p className="mt-2 text-sm text-slate-600">
          Your resume, photo, portfolio, certificates and video introduction, in one place.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Tabs
          label="Files"
          selectedKey={tab}
          onChange={setTab}
          items={[
            { key: 'upload', label: 'Upload', content: <UploadForm /> },
            { key: 'manage', label: 'Manage Files', content: <FileList onUpload={() => setTab('upload')} /> },
          ]}
        />
        <UploadGuidelines />
      </div>
    </div>
  );
}
