import { SUCCESS_TOASTS } from '@shared/messages.ts';
import type { Candidate, Education } from '@shared/schemas/candidate.ts';
import { formatMonthRange } from '../../features/candidates/format-month.ts';
import { toast } from '../../ui/index.ts';
import { EducationForm } from './EducationForm.tsx';
import { EntryList } from './EntryList.tsx';
import { useCandidateList } from './use-candidate-list.ts';

/** The Education tab: schools and degrees, editable and saved with the profile (decisions.md). */
export function EducationTab({ candidate }: { candidate: Candidate }) {
  const { save, remove } = useCandidateList(candidate, 'education');
  return (
    <EntryList<Education>
      heading="Education"
      description="Degrees, diplomas and courses of study. Listing any counts toward your match score."
      items={[...candidate.education].sort((a, b) => b.startDate.localeCompare(a.startDate))}
      addLabel="Add Education"
      emptyTitle="No education yet"
      emptyDescription="Add the schools and degrees you want employers to see."
      nameOf={(entry) => `${entry.degree} at ${entry.institutionName}`}
      formTitle={(isEditing) => (isEditing ? 'Edit Education' : 'Add Education')}
      onRemove={(entry) => void remove(entry, 'Education')}
      renderForm={({ initial, onDone }) => (
        <EducationForm
          initial={initial}
          onCancel={onDone}
          onSave={async (entry) => {
            await save(entry);
            toast({ ...(initial ? SUCCESS_TOASTS.educationUpdated : SUCCESS_TOASTS.educationAdded), variant: 'success' });
            onDone();
          }}
        />
      )}
      renderItem={(entry) => (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-slate-900">
            {entry.degree}, {entry.fieldOfStudy}
          </h3>
          <p className="text-sm text-slate-700">
            {entry.institutionName}
            {entry.location && <span className="text-slate-500"> · {entry.location}</span>}
          </p>
          <p className="text-sm text-slate-500">
            {formatMonthRange(entry.startDate, entry.endDate, entry.isOngoing)}
            {entry.grade && <> · Grade: {entry.grade}</>}
          </p>
          {entry.activities && <p className="text-sm text-slate-700">Activities: {entry.activities}</p>}
          {entry.description && <p className="text-sm whitespace-pre-line text-slate-700">{entry.description}</p>}
        </div>
      )}
    />
  );
}
