import { useState } from 'react';
import {
  COMPANY_SIZES,
  EDUCATION_LEVELS,
  EDUCATION_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVEL_LABELS,
  JOB_TYPE_LABELS,
  SALARY_SLIDER,
  SEARCH_SKILLS,
  SEARCH_WORK_AUTHORIZATIONS,
  SEARCH_WORK_AUTHORIZATION_LABELS,
} from '@shared/catalog.ts';
import { formatSalaryK } from '@shared/rules/salary-display.ts';
import { JOB_TYPES } from '@shared/schemas/common.ts';
import { searchFiltersSchema, type SearchFilters, type SearchType } from '@shared/schemas/search-filters.ts';
import { Checkbox, Field, Select, TextInput } from '../../ui/index.ts';

const options = <T extends string>(values: readonly T[], labels: Record<T, string> | null, any: string) => [
  { value: '', label: any },
  ...values.map((value) => ({ value, label: labels ? labels[value] : value })),
];
const EXPERIENCE_OPTIONS = options(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS, 'Any level');
const AUTHORIZATION_OPTIONS = options(SEARCH_WORK_AUTHORIZATIONS, SEARCH_WORK_AUTHORIZATION_LABELS, 'Any');
const EDUCATION_OPTIONS = options(EDUCATION_LEVELS, EDUCATION_LEVEL_LABELS, 'Any education');
const COMPANY_SIZE_OPTIONS = options(COMPANY_SIZES, null, 'Any size').map((option) =>
  option.value ? { ...option, label: `${option.label} employees` } : option,
);
const JOB_TYPE_OPTIONS = options(JOB_TYPES, JOB_TYPE_LABELS, 'Any type');

/**
 * The advanced-search filters (spec section 3, options of section 5), only those that describe what is
 * searched. Every change is checked with the shared filter schema before it reaches the URL. Text fields
 * keep what is typed (the URL holds it trimmed) and follow the URL when it changes elsewhere (Clear All).
 */
export function SearchFiltersPanel({
  type,
  filters,
  onChange,
}: {
  type: SearchType;
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}) {
  const [drafts, setDrafts] = useState({ query: filters.query, location: filters.location });
  const shown = (key: 'query' | 'location') => (drafts[key].trim() === filters[key] ? drafts[key] : filters[key]);

  const update = (patch: Partial<Record<keyof SearchFilters, unknown>>) => {
    const parsed = searchFiltersSchema.safeParse({ ...filters, ...patch });
    if (parsed.success) onChange(parsed.data);
  };
  const updateText = (key: 'query' | 'location', value: string) => {
    setDrafts((current) => ({ ...current, [key]: value }));
    update({ [key]: value });
  };
  const choose = (key: keyof SearchFilters) => (event: { target: { value: string } }) =>
    update({ [key]: event.target.value === '' ? undefined : event.target.value });

  const [low, high] = filters.salaryRange ?? SALARY_SLIDER.defaultRange;
  const toggleSkill = (skill: string, on: boolean) =>
    update({ skills: on ? [...filters.skills, skill] : filters.skills.filter((each) => each !== skill) });

  return (
    <div className="flex flex-col gap-4">
      <Field label="Keywords" hint={type === 'jobs' ? 'Title, company, location or skill.' : 'Name, title, location or skill.'}>
        <TextInput
          type="search"
          value={shown('query')}
          maxLength={200}
          onChange={(event) => updateText('query', event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </Field>
      <Field label="Location">
        <TextInput
          value={shown('location')}
          maxLength={200}
          onChange={(event) => updateText('location', event.target.value)}
          placeholder="e.g. Berlin"
          autoComplete="off"
        />
      </Field>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {type === 'jobs' ? 'Salary range' : 'Salary expectation'}
        </legend>
        <Checkbox
          label="Filter by salary"
          checked={filters.salaryRange !== undefined}
          onChange={(event) => update({ salaryRange: event.target.checked ? [...SALARY_SLIDER.defaultRange] : undefined })}
        />
        <p className="text-sm font-medium text-slate-900 tabular-nums" aria-live="polite">
          {filters.salaryRange ? `${formatSalaryK(low)} - ${formatSalaryK(high)}` : 'Any salary'}
        </p>
        {(['Minimum salary', 'Maximum salary'] as const).map((label, index) => (
          <label key={label} className="flex flex-col gap-1 text-xs text-slate-700">
            {label}
            <input
              type="range"
              min={SALARY_SLIDER.min}
              max={SALARY_SLIDER.max}
              step={SALARY_SLIDER.step}
              value={index === 0 ? low : high}
              disabled={filters.salaryRange === undefined}
              aria-valuetext={formatSalaryK(index === 0 ? low : high)}
              onChange={(event) => {
                const value = Number(event.target.value);
                // Moving one end past the other carries it along, so the range never turns inside out.
                update({ salaryRange: index === 0 ? [value, Math.max(value, high)] : [Math.min(low, value), value] });
              }}
              className="w-full accent-brand-600 disabled:opacity-50"
            />
          </label>
        ))}
      </fieldset>

      <Field label="Experience level">
        <Select value={filters.experienceLevel ?? ''} options={EXPERIENCE_OPTIONS} onChange={choose('experienceLevel')} />
      </Field>
      <Field label="Work authorization">
        <Select value={filters.visaStatus ?? ''} options={AUTHORIZATION_OPTIONS} onChange={choose('visaStatus')} />
      </Field>
      {type === 'candidates' && (
        <Field label="Education" hint="At least this level.">
          <Select value={filters.education ?? ''} options={EDUCATION_OPTIONS} onChange={choose('education')} />
        </Field>
      )}
      {type === 'jobs' && (
        <>
          <Field label="Job type">
            <Select value={filters.jobType ?? ''} options={JOB_TYPE_OPTIONS} onChange={choose('jobType')} />
          </Field>
          <Field label="Company size">
            <Select value={filters.companySize ?? ''} options={COMPANY_SIZE_OPTIONS} onChange={choose('companySize')} />
          </Field>
          <Checkbox
            label="Remote only"
            checked={filters.remote === true}
            onChange={(event) => update({ remote: event.target.checked ? true : undefined })}
          />
        </>
      )}

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Skills</legend>
        <ul className="flex flex-wrap gap-2">
          {SEARCH_SKILLS.map((skill) => {
            const isOn = filters.skills.includes(skill);
            return (
              <li key={skill}>
                <label className="flex cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-2 has-focus-visible:outline-brand-600">
                  <input
                    type="checkbox"
                    checked={isOn}
                    onChange={(event) => toggleSkill(skill, event.target.checked)}
                    className="size-3.5 accent-brand-600 focus-visible:outline-none"
                  />
                  {skill}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}
