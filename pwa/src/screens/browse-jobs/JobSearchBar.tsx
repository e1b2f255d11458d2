import { JOB_TYPE_LABELS } from '@shared/catalog/options.ts';
import { JOB_TYPES, type JobType } from '@shared/schemas/common.ts';
import { POSTED_WITHIN_VALUES, type PostedWithin } from '@shared/schemas/search-params.ts';
import type { JobFilters, JobSort } from '../../features/jobs/job-search.ts';
import { POSTED_WITHIN_LABELS } from '../../features/jobs/posted-within-labels.ts';
import { Checkbox, Field, Select, TextInput } from '../../ui/index.ts';

const SORT_OPTIONS: { value: JobSort; label: string }[] = [
  { value: 'match', label: 'Best match' },
  { value: 'newest', label: 'Newest' },
  { value: 'salary', label: 'Salary' },
];

/** A salary box's value as whole dollars; empty (or not a number) is no bound. */
function readSalary(value: string): number | undefined {
  const amount = Number.parseInt(value.replace(/[^\d]/g, ''), 10);
  return Number.isFinite(amount) ? amount : undefined;
}

/**
 * The search box, filters and sort of /browse-jobs. Searching is local, so there is no submit button: every
 * change filters the device's jobs at once, and the same set goes to the server search (MoreJobResults).
 */
export function JobSearchBar({
  query,
  filters,
  sort,
  onQueryChange,
  onFiltersChange,
  onSortChange,
}: {
  query: string;
  filters: JobFilters;
  sort: JobSort;
  onQueryChange: (query: string) => void;
  onFiltersChange: (filters: JobFilters) => void;
  onSortChange: (sort: JobSort) => void;
}) {
  return (
    <search className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <Field label="Search jobs" hint="Title, company, location or skill; every word must match.">
        <TextInput
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="e.g. React Berlin"
          autoComplete="off"
          enterKeyHint="search"
        />
      </Field>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Field label="Salary from">
          <TextInput
            inputMode="numeric"
            placeholder="Any"
            value={filters.salaryFrom ?? ''}
            onChange={(event) => onFiltersChange({ ...filters, salaryFrom: readSalary(event.target.value) })}
          />
        </Field>
        <Field label="Salary to">
          <TextInput
            inputMode="numeric"
            placeholder="Any"
            value={filters.salaryTo ?? ''}
            onChange={(event) => onFiltersChange({ ...filters, salaryTo: readSalary(event.target.value) })}
          />
        </Field>
        <Field label="Date posted">
          <Select
            value={filters.postedWithin ?? ''}
            placeholder="Any time"
            options={POSTED_WITHIN_VALUES.map((value) => ({ value, label: POSTED_WITHIN_LABELS[value] }))}
            onChange={(event) =>
              onFiltersChange({ ...filters, postedWithin: (event.target.value || undefined) as PostedWithin | undefined })
            }
          />
        </Field>
        <Field label="Job type">
          <Select
            value={filters.jobType ?? ''}
            placeholder="Any type"
            options={JOB_TYPES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] }))}
            onChange={(event) => onFiltersChange({ ...filters, jobType: (event.target.value || undefined) as JobType | undefined })}
          />
        </Field>
        <Field label="Sort by" className="col-span-2 sm:col-span-1">
          <Select
            value={sort}
            options={SORT_OPTIONS}
            onChange={(event) => onSortChange(event.target.value as JobSort)}
          />
        </Field>
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="sr-only">Quick filters</legend>
        <Checkbox
          label="Remote only"
          checked={filters.remoteOnly}
          onChange={(event) => onFiltersChange({ ...filters, remoteOnly: event.target.checked })}
        />
        <Checkbox
          label="Visa sponsorship"
          checked={filters.visaSponsorship}
          onChange={(event) => onFiltersChange({ ...filters, visaSponsorship: event.target.checked })}
        />
      </fieldset>
    </search>
  );
}
