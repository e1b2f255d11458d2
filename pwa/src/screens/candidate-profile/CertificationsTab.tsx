import { SUCCESS_TOASTS } from '@shared/messages.ts';
import type { Candidate, Certification } from '@shared/schemas/candidate.ts';
import { safeLinkHref } from '@shared/schemas/web-link.ts';
import { formatMonth } from '../../features/candidates/format-month.ts';
import { toast } from '../../ui/index.ts';
import { CertificationForm } from './CertificationForm.tsx';
import { EntryList } from './EntryList.tsx';
import { useCandidateList } from './use-candidate-list.ts';

/** The Certifications tab: professional certificates, editable and saved with the profile (decisions.md). */
export function CertificationsTab({ candidate }: { candidate: Candidate }) {
  const { save, remove } = useCandidateList(candidate, 'certifications');
  return (
    <EntryList<Certification>
      heading="Certifications"
      description="Professional certificates and licences, with a link where employers can check them."
      items={[...candidate.certifications].sort((a, b) => b.issueDate.localeCompare(a.issueDate))}
      addLabel="Add Certification"
      emptyTitle="No certifications yet"
      emptyDescription="Add certificates such as AWS Solutions Architect or PMP."
      nameOf={(entry) => entry.name}
      formTitle={(isEditing) => (isEditing ? 'Edit Certification' : 'Add Certification')}
      onRemove={(entry) => void remove(entry, 'Certification')}
      renderForm={({ initial, onDone }) => (
        <CertificationForm
          initial={initial}
          onCancel={onDone}
          onSave={async (entry) => {
            await save(entry);
            toast({ ...(initial ? SUCCESS_TOASTS.certificationUpdated : SUCCESS_TOASTS.certificationAdded), variant: 'success' });
            onDone();
          }}
        />
      )}
      renderItem={(entry) => (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-slate-900">{entry.name}</h3>
          <p className="text-sm text-slate-700">{entry.issuer}</p>
          <p className="text-sm text-slate-500">
            Issued {formatMonth(entry.issueDate)}
            {entry.expiryDate ? ` · Expires ${formatMonth(entry.expiryDate)}` : ' · No expiry'}
          </p>
          {safeLinkHref(entry.credentialUrl) && (
            <a
              href={safeLinkHref(entry.credentialUrl)}
              target="_blank"
              rel="noopener noreferrer"
              className="w-fit text-sm font-medium break-all text-brand-700 hover:underline"
            >
              View credential<span className="sr-only"> for {entry.name} (opens in a new tab)</span>
            </a>
          )}
        </div>
      )}
    />
  );
}
