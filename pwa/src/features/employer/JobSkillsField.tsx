import { useState } from 'react';
import { hasSkill, normalizeSkills } from '@shared/rules/skill-input.ts';
import { normalizeSkill, suggestSkills } from '@shared/scoring/index.ts';
import { Button, ChipInput, Field } from '../../ui/index.ts';

/** Skill names in the taxonomy's spelling (`js` becomes JavaScript), blanks and repeats dropped. */
function toCanonicalSkills(skills: readonly string[]): string[] {
  return normalizeSkills(skills.map(normalizeSkill));
}

/**
 * The job's skills: a chip input (Enter or 'Add'; trimmed, repeats ignored, removable) and 'Get Suggestions',
 * which ranks taxonomy skills by the title and description on the device and offers them as chips to add.
 */
export function JobSkillsField({
  value,
  onChange,
  onBlur,
  error,
  title,
  description,
}: {
  value: readonly string[];
  onChange: (skills: string[]) => void;
  onBlur: () => void;
  error?: string;
  title: string;
  description: string;
}) {
  const [suggestions, setSuggestions] = useState<string[] | null>(null);
  const canSuggest = title.trim() !== '' || description.trim() !== '';
  const shown = suggestions?.filter((skill) => !hasSkill(value, skill)) ?? null;

  return (
    <div className="flex flex-col gap-3">
      <Field label="Skills" isRequired error={error} hint="Press Enter or Add after each skill.">
        <ChipInput
          value={value}
          onChange={(next) => onChange(toCanonicalSkills(next))}
          onBlur={onBlur}
          placeholder="e.g. React"
        />
      </Field>
      <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600">Not sure what to ask for? Get skills from your title and description.</p>
          <Button
            variant="secondary"
            size="sm"
            disabled={!canSuggest}
            onClick={() => setSuggestions(suggestSkills({ title, description }, value))}
          >
            Get Suggestions
          </Button>
        </div>
        <div aria-live="polite">
          {shown && shown.length === 0 && (
            <p className="text-sm text-slate-600">No more suggestions; add any other skills yourself.</p>
          )}
          {shown && shown.length > 0 && (
            <div>
              <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                Suggested skills: select one to add it
              </h3>
              <ul className="flex flex-wrap gap-2">
                {shown.map((skill) => (
                  <li key={skill}>
                    <button
                      type="button"
                      onClick={() => onChange(toCanonicalSkills([...value, skill]))}
                      title={`Add ${skill} to the job's skills`}
                      className="inline-flex items-center gap-1 rounded-full border border-dashed border-brand-300 bg-white px-3 py-1 text-sm font-medium text-brand-700 hover:border-brand-500 hover:bg-brand-50"
                    >
                      <span aria-hidden="true">+</span>
                      {skill}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
