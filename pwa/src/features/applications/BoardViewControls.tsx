import { BOARD_VIEW_TEXTS as T, TAG_TEXTS } from '@shared/messages.ts';
import type { ApplicationTag } from '@shared/schemas/company-tags.ts';
import { BOARD_SORTS, NO_BOARD_FILTER, type BoardFilter, type BoardSort } from '@shared/rules/application-board.ts';
import { Button, Field, Select, TextInput } from '../../ui/index.ts';

const SCORE_STEPS = [50, 70, 85] as const;
const AGE_STEPS = [7, 14, 30] as const;

/**
 * The board's find, filters and sort (rules/application-board.ts boardCards decides); when a filter hides
 * cards it says how many of the job's candidates show, with a way back to all.
 */
export function BoardViewControls({
  filter,
  sort,
  shown,
  total,
  tags,
  onFilterChange,
  onSortChange,
}: {
  filter: BoardFilter;
  sort: BoardSort;
  shown: number;
  total: number;
  /** The company's tags to filter by. */
  tags: readonly ApplicationTag[];
  onFilterChange: (filter: BoardFilter) => void;
  onSortChange: (sort: BoardSort) => void;
}) {
  const isFiltered = filter.name.trim() !== '' || filter.minScore > 0 || filter.minDays > 0 || filter.tagId !== '';
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Field label={T.findLabel} className="col-span-2 lg:col-span-1">
          <TextInput type="search" value={filter.name} placeholder={T.findPlaceholder} maxLength={200} onChange={(e) => onFilterChange({ ...filter, name: e.target.value })} />
        </Field>
        <Field label={T.scoreLabel}>
          <Select
            value={String(filter.minScore)}
            onChange={(e) => onFilterChange({ ...filter, minScore: Number(e.target.value) })}
            options={[{ value: '0', label: T.anyScore }, ...SCORE_STEPS.map((score) => ({ value: String(score), label: T.scoreAtLeast(score) }))]}
          />
        </Field>
        <Field label={T.ageLabel}>
          <Select
            value={String(filter.minDays)}
            onChange={(e) => onFilterChange({ ...filter, minDays: Number(e.target.value) })}
            options={[{ value: '0', label: T.anyAge }, ...AGE_STEPS.map((days) => ({ value: String(days), label: T.daysAtLeast(days) }))]}
          />
        </Field>
        <Field label={TAG_TEXTS.filterLabel}>
          <Select
            value={filter.tagId}
            onChange={(e) => onFilterChange({ ...filter, tagId: e.target.value })}
            options={[
              { value: '', label: TAG_TEXTS.anyTag },
              // A chosen tag deleted meanwhile stays listed, so the select never shows a value it lacks.
              ...(filter.tagId && !tags.some((tag) => tag.id === filter.tagId) ? [{ value: filter.tagId, label: TAG_TEXTS.filterLabel }] : []),
              ...tags.map((tag) => ({ value: tag.id, label: tag.name })),
            ]}
          />
        </Field>
        <Field label={T.sortLabel}>
          <Select value={sort} onChange={(e) => onSortChange(e.target.value as BoardSort)} options={BOARD_SORTS.map((value) => ({ value, label: T.sorts[value] }))} />
        </Field>
      </div>
      {isFiltered && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <p role="status">{T.shownOf(shown, total)}</p>
          <Button variant="ghost" size="sm" onClick={() => onFilterChange(NO_BOARD_FILTER)}>
            {T.clearFilters}
          </Button>
        </div>
      )}
    </div>
  );
}
