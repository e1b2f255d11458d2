import { MATCH_BANDS, type MatchBandFilter } from '@shared/rules/match-labels.ts';
import { MATCH_SORTS, type MatchSort } from '../../features/matching/match-pairs.ts';
import { Field, Select, cx } from '../../ui/index.ts';
import { formatCount } from '../../ui/format-count.ts';

const BAND_OPTIONS: readonly { value: MatchBandFilter; label: string }[] = [
  { value: 'all', label: 'All matches' },
  ...MATCH_BANDS.map((band) => ({ value: band.band, label: band.filterLabel })),
];

/** The band filter (all, high 80%+, medium 60-79%, low under 60%) with counts, and the sort selector. */
export function MatchControls({
  band,
  counts,
  sort,
  onBandChange,
  onSortChange,
}: {
  band: MatchBandFilter;
  counts: Record<MatchBandFilter, number>;
  sort: MatchSort;
  onBandChange: (band: MatchBandFilter) => void;
  onSortChange: (sort: MatchSort) => void;
}) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:justify-between sm:p-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Match level</legend>
        <div className="flex flex-wrap gap-2">
          {BAND_OPTIONS.map((option) => (
            <label
              key={option.value}
              className={cx(
                'flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm',
                'border-slate-300 text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
              )}
            >
              <input
                type="radio"
                name="match-band"
                value={option.value}
                checked={band === option.value}
                onChange={() => onBandChange(option.value)}
                className="size-3.5 accent-brand-600 focus-visible:outline-none"
              />
              {option.label}
              <span className="text-slate-600 tabular-nums">({formatCount(counts[option.value])})</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Sort by" className="sm:w-48">
        <Select value={sort} options={MATCH_SORTS} onChange={(event) => onSortChange(event.target.value as MatchSort)} />
      </Field>
    </div>
  );
}
