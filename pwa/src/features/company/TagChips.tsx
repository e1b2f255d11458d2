import { useId } from 'react';
import { TAG_TEXTS as T } from '@shared/messages.ts';
import { TAG_COLOURS, type ApplicationTag, type TagColour } from '@shared/schemas/company-tags.ts';
import { cx } from '../../ui/index.ts';
import { TAG_COLOUR_PAIRS } from './tag-colours.ts';

/** One tag as a chip: its name in its colour's checked pair; long names wrap instead of widening the card. */
export function TagChip({ tag, onRemove, disabled }: { tag: Pick<ApplicationTag, 'name' | 'colour'>; onRemove?: () => void; disabled?: boolean }) {
  const pair = TAG_COLOUR_PAIRS[tag.colour] ?? TAG_COLOUR_PAIRS.grey;
  return (
    <span
      className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium break-words"
      style={{ color: pair.text, backgroundColor: pair.background }}
      data-tag-colour={tag.colour}
    >
      <span className="min-w-0 [overflow-wrap:anywhere]">{tag.name}</span>
      {onRemove && (
        <button
          type="button"
          disabled={disabled}
          onClick={onRemove}
          aria-label={T.remove(tag.name)}
          className="-mr-1 inline-flex size-5 shrink-0 items-center justify-center rounded-full hover:bg-white/60 focus-visible:outline-2 focus-visible:outline-current disabled:opacity-50"
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </span>
  );
}

/** A card's or a record's tags, as a list named "Tags" (nothing when there are none). */
export function TagChipList({ tags, className }: { tags: readonly Pick<ApplicationTag, 'id' | 'name' | 'colour'>[] | undefined; className?: string }) {
  if (!tags || tags.length === 0) return null;
  return (
    <ul className={cx('flex min-w-0 flex-wrap gap-1', className)} aria-label={T.tagsLabel}>
      {tags.map((tag) => (
        <li key={tag.id} className="min-w-0 max-w-full">
          <TagChip tag={tag} />
        </li>
      ))}
    </ul>
  );
}

/** The colour picker: one radio per TAG_COLOURS entry, each named by its colour, drawn as a swatch. */
export function TagColourPicker({ value, onChange, disabled }: { value: TagColour; onChange: (colour: TagColour) => void; disabled?: boolean }) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="text-sm font-medium text-slate-900">{T.colourLabel}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {TAG_COLOURS.map((colour) => (
          <label
            key={colour}
            className="relative inline-flex size-9 cursor-pointer items-center justify-center rounded-full ring-1 ring-slate-300 has-[:checked]:ring-2 has-[:checked]:ring-slate-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            title={T.colours[colour]}
          >
            <input
              type="radio"
              name={name}
              value={colour}
              checked={value === colour}
              onChange={() => onChange(colour)}
              aria-label={T.colours[colour]}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            <span aria-hidden="true" className="pointer-events-none size-6 rounded-full" style={{ backgroundColor: TAG_COLOUR_PAIRS[colour].swatch }} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
