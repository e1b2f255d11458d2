import { useId, useState, type KeyboardEvent } from 'react';
import { addSkill, removeSkill } from '@shared/rules/skill-input.ts';
import { cx } from './class-names.ts';
import { CONTROL_CLASSES } from './control-classes.ts';
import { useFieldControl } from './field-context.ts';
import { Button } from './Button.tsx';

/**
 * A chip list input for skills: Enter or 'Add' adds the trimmed text; blanks and case-insensitive repeats are
 * ignored (shared skill-input rule, the one the schema applies too); each chip has a labelled remove button.
 * Controlled: use it with react-hook-form's `Controller` or `useController`.
 */
export function ChipInput({
  value,
  onChange,
  placeholder = 'Add a skill',
  addLabel = 'Add',
  disabled = false,
  onBlur,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  addLabel?: string;
  disabled?: boolean;
  onBlur?: () => void;
}) {
  const [draft, setDraft] = useState('');
  const control = useFieldControl(useId());

  const commit = () => {
    const next = addSkill(value, draft);
    if (next !== value) onChange([...next]);
    // A repeat is dropped silently but the text stays, so the user sees it was not added and can edit it.
    if (next !== value || draft.trim() === '') setDraft('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds a chip instead of submitting the surrounding form.
    event.preventDefault();
    commit();
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <input
          {...control}
          type="text"
          value={draft}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={onBlur}
          autoComplete="off"
          enterKeyHint="done"
          className={cx(CONTROL_CLASSES, 'h-11 min-w-0 flex-1 sm:h-10')}
        />
        <Button variant="secondary" onClick={commit} disabled={disabled} className="h-11 shrink-0 sm:h-10">
          {addLabel}
        </Button>
      </div>
      {value.length > 0 && (
        // No aria-label on the list: it would also answer to the field's label and make that ambiguous.
        <ul className="flex flex-wrap gap-2">
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200 ring-inset"
            >
              {item}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(removeSkill(value, item))}
                aria-label={`Remove ${item}`}
                className="flex size-6 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 hover:text-brand-900"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
