import { CATEGORY_EXTENSIONS, FILE_CATEGORY_LABELS, ID_DOCUMENT_MAX_BYTES, UPLOAD_MAX_BYTES } from '@shared/catalog.ts';
import { useSnapshot } from 'valtio';
import { fileCategoriesFor } from '@shared/rules/file-categories.ts';
import { formatFileSize } from '../../features/files/format-file-size.ts';
import { session } from '../../state/session.ts';
import { Card } from '../../ui/index.ts';

const mb = (bytes: number) => formatFileSize(bytes).replace('.0 ', ' ');

/** The limits of the upload tab, read from the catalog the server enforces too: the categories the account is offered. */
export function UploadGuidelines() {
  const { user } = useSnapshot(session);
  return (
    <Card as="section" aria-labelledby="guidelines-heading" className="bg-slate-50">
      <h2 id="guidelines-heading" className="text-base font-semibold text-slate-900">
        Upload guidelines
      </h2>
      <p className="mt-2 text-sm text-slate-700">Each file can be up to {mb(UPLOAD_MAX_BYTES)}.</p>
      <dl className="mt-4 flex flex-col gap-3 text-sm">
        {fileCategoriesFor(user?.userType ?? 'candidate').map((category) => (
          <div key={category}>
            <dt className="font-medium text-slate-900">{FILE_CATEGORY_LABELS[category]}</dt>
            <dd className="text-slate-600">{CATEGORY_EXTENSIONS[category].join(' ')}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600">
        ID documents (up to {mb(ID_DOCUMENT_MAX_BYTES)}) are sent on the Verification page and never appear in this list.
      </p>
    </Card>
  );
}
