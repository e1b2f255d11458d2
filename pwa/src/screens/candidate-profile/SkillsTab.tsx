import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { COMPLETENESS_MIN_SKILLS } from '@shared/catalog.ts';
import { SUCCESS_TOASTS } from '@shared/messages.ts';
import { addSkill } from '@shared/rules/skill-input.ts';
import { candidateSkillsFormSchema, type CandidateSkillsForm } from '@shared/schemas/candidate-profile-form.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import { suggestSkills } from '@shared/scoring/index.ts';
import { candidateStamp } from '../../features/candidates/candidate-doc.ts';
import { ChangedElsewhereNotice } from '../../features/forms/ChangedElsewhereNotice.tsx';
import { useDocumentForm } from '../../features/forms/use-document-form.ts';
import { Button, ChipInput, Field, toast } from '../../ui/index.ts';

/**
 * The Skills tab: the candidate's skill list, the strongest part of the match score (40%). Suggestions come
 * from the shared skill taxonomy, read from the profile's title and bio; picking one only adds it to the list,
 * Save Skills stores it.
 */
export function SkillsTab({ candidate }: { candidate: Candidate }) {
  const { form, save, changedElsewhere, takeSaved } = useDocumentForm({
    collection: 'candidates',
    doc: candidate,
    schema: candidateSkillsFormSchema,
    toValues: (doc) => ({ skills: doc?.skills ?? [] }),
    toFields: (values: CandidateSkillsForm) => ({ skills: values.skills }),
    stamp: candidateStamp,
  });
  const {
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const skills = watch('skills');
  const suggestions = useMemo(
    () => suggestSkills({ title: candidate.title, description: candidate.bio }, skills, 8),
    [candidate.title, candidate.bio, skills],
  );

  const onSubmit = async (values: CandidateSkillsForm) => {
    await save(values);
    toast({ ...SUCCESS_TOASTS.profileUpdated, variant: 'success' });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Skills</h2>
        <p className="text-sm text-slate-600">
          Jobs are matched on these first. List at least {COMPLETENESS_MIN_SKILLS}; synonyms such as JS and JavaScript
          count as the same skill.
        </p>
      </div>
      <Field label="Skills" error={errors.skills?.message} hint="Press Enter or Add after each skill.">
        <Controller
          control={control}
          name="skills"
          render={({ field }) => <ChipInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
        />
      </Field>
      {suggestions.length > 0 && (
        <section aria-labelledby="skill-suggestions">
          <h3 id="skill-suggestions" className="text-sm font-medium text-slate-800">
            Suggested for {candidate.title || 'your profile'}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {suggestions.map((skill) => (
              <li key={skill}>
                <button
                  type="button"
                  onClick={() => setValue('skills', [...addSkill(skills, skill)], { shouldDirty: true })}
                  className="rounded-full border border-dashed border-slate-400 px-3 py-1 text-sm text-slate-700 hover:border-brand-500 hover:bg-brand-50 hover:text-brand-800"
                >
                  <span aria-hidden="true">+ </span>
                  {skill}
                  <span className="sr-only"> (add)</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ChangedElsewhereNotice fields={changedElsewhere} labels={{ skills: 'Skills' }} onTakeSaved={takeSaved} />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
        {isDirty && <p className="text-sm text-amber-700">Unsaved changes</p>}
        <Button type="submit" isLoading={isSubmitting} className="w-full sm:w-auto">
          Save Skills
        </Button>
      </div>
    </form>
  );
}
