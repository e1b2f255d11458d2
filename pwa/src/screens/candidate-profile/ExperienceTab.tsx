import { SUCCESS_TOASTS } from '@shared/messages.ts';
import type { Candidate, WorkExperience } from '@shared/schemas/candidate.ts';
import { formatMonthRange } from '../../features/candidates/format-month.ts';
import { Badge, toast } from '../../ui/index.ts';
import { EntryList } from './EntryList.tsx';
import { ExperienceForm } from './ExperienceForm.tsx';
import { useCandidateList } from './use-candidate-list.ts';

/** Current roles first, then the most recent start. */
function byRecency(a: WorkExperience, b: WorkExperience): number {
  return Number(b.isCurrent) - Number(a.isCurrent) || b.startDate.localeCompare(a.startDate);
}

/** The Experience tab: the candidate's work history, each entry editable; every change saves the profile. */
export function ExperienceTab({ candidate }: { candidate: Candidate }) {
  const { save, remove } = useCandidateList(candidate, 'experience');
  return (
    <EntryList<WorkExperience>
      heading="Work experience"
      description="Jobs you have held. The number of entries counts toward your match with a job's required experience."
      items={[...candidate.experience].sort(byRecency)}
      addLabel="Add Experience"
      emptyTitle="No work experience yet"
      emptyDescription="Add the jobs you have held so employers and the match score can see them."
      nameOf={(entry) => `${entry.position} at ${entry.companyName}`}
      formTitle={(isEditing) => (isEditing ? 'Edit Experience' : 'Add Experience')}
      onRemove={(entry) => void remove(entry, 'Experience')}
      renderForm={({ initial, onDone }) => (
        <ExperienceForm
          initial={initial}
          onCancel={onDone}
          onSave={async (entry) => {
            await save(entry);
            toast({ ...(initial ? SUCCESS_TOASTS.experienceUpdated : SUCCESS_TOASTS.experienceAdded), variant: 'success' });
            onDone();
          }}
        />
      )}
      renderItem={(entry) => (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-slate-900">{entry.position}</h3>
          <p className="text-sm text-slate-700">
            {entry.companyName}
            {entry.location && <span className="text-slate-500"> · {entry.location}</span>}
          </p>
          <p className="text-sm text-slate-500">{formatMonthRange(entry.startDate, entry.endDate, entry.isCurrent)}</p>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{entry.description}</p>
          {entry.skills.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Skills used">
              {entry.skills.map((skill) => (
                <li key={skill}>
                  <Badge>{skill}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    />
  );
}
