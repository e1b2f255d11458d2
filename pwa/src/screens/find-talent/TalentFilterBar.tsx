import { TALENT_EXPERIENCE_BANDS, TALENT_SALARY_BANDS } from '@shared/catalog.ts';
import { ANY_BAND, talentFiltersSchema, type TalentFilters } from '@shared/schemas/search-filters.ts';
import { Field, Select, TextInput } from '../../ui/index.ts';

const EXPERIENCE_OPTIONS = [
  { value: ANY_BAND, label: 'Any experience' },
  ...TALENT_EXPERIENCE_BANDS.map((band) => ({ value: band.id, label: band.label })),
];
const SALARY_OPTIONS = [
  { value: ANY_BAND, label: 'Any salary' },
  ...TALENT_SALARY_BANDS.map((band) => ({ value: band.id, label: band.label })),
];

/**
 * The search box and the two band filters of /find-talent. Each change goes through the shared schema, so a
 * value outside the catalog's bands, or a query over its length, never reaches the search.
 */
export function TalentFilterBar({ filters, onChange }: { filters: TalentFilters; onChange: (next: TalentFilters) => void }) {
  // The query is kept as typed (the schema trims, which would eat the space before the next word).
  const update = (patch: Partial<TalentFilters>) => {
    const parsed = talentFiltersSchema.safeParse({ ...filters, ...patch });
    if (parsed.success) onChange({ ...parsed.data, query: patch.query ?? filters.query });
  };
  return (
    <search className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr_1fr] sm:p-5">
      <Field label="Search candidates" hint="Name, title, location or skill; every word must match.">
        <TextInput
          type="search"
          value={filters.query}
          maxLength={200}
          onChange={(event) => update({ query: event.target.value })}
          placeholder="e.g. TypeScript Berlin"
          autoComplete="off"
          enterKeyHint="search"
        />
      </Field>
      <Field label="Experience">
        <Select
          value={filters.experienceBand}
          options={EXPERIENCE_OPTIONS}
          onChange={(event) => update({ experienceBand: event.target.value as TalentFilters['experienceBand'] })}
        />
      </Field>
      <Field label="Salary range">
        <Select
          value={filters.salaryBand}
          options={SALARY_OPTIONS}
          onChange={(event) => update({ salaryBand: event.target.value as TalentFilters['salaryBand'] })}
        />
      </Field>
    </search>
  );
}
