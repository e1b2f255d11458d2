import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cx } from './class-names.ts';
import { FieldError } from './Field.tsx';

export interface RadioCardOption {
  value: string;
  label: string;
  description?: string;
}

/**
 * A labelled group of native radio buttons drawn as cards, e.g. the account type (Candidate 'Looking for work'
 * / Employer 'Hiring talent'). Spread `register('field')` into `inputProps`: each radio gets the same name,
 * ref and handlers. Each radio's name is its label; its description is linked by aria-describedby.
 */
export function RadioCards({
  legend,
  options,
  error,
  inputProps,
  columns = 2,
}: {
  legend: string;
  options: readonly RadioCardOption[];
  error?: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  columns?: 1 | 2 | 3;
}) {
  const groupId = useId();
  const legendId = `${groupId}-legend`;
  const errorId = error ? `${groupId}-error` : undefined;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-1.5"
    >
      <legend id={legendId} className="mb-1.5 text-sm font-medium text-slate-800">
        {legend}
      </legend>
      <div className={cx('grid gap-3', columns === 2 && 'sm:grid-cols-2', columns === 3 && 'sm:grid-cols-3')}>
        {options.map((option) => {
          const optionId = `${groupId}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={cx(
                'flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 shadow-sm transition-colors',
                'border-slate-300 hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                error && 'border-red-600',
              )}
            >
              <input
                {...inputProps}
                id={optionId}
                type="radio"
                value={option.value}
                aria-labelledby={`${optionId}-label`}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                // The card draws the focus ring, so the small native circle does not draw a second one.
                className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
              />
              <span className="flex flex-col">
                <span id={`${optionId}-label`} className="text-sm font-semibold text-slate-900">
                  {option.label}
                </span>
                {option.description && (
                  <span id={`${optionId}-description`} className="text-sm text-slate-600">
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
