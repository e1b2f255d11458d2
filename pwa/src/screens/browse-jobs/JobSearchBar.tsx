import type { JobFilters } from '../../features/jobs/job-search.ts';
import { Checkbox, Field, TextInput } from '../../ui/index.ts';

/** The search box and quick filters of /browse-jobs. Searching is local, so there is no submit button. */
export function JobSearchBar({
  query,
  filters,
  onQueryChange,
  onFiltersChange,
}: {
  query: string;
  filters: JobFilters;
  onQueryChange: (query: string) => void;
  onFiltersChange: (filters: JobFilters) => void;
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
