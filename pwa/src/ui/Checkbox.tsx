import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './class-names.ts';
import { FieldError } from './Field.tsx';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its own label (a checkbox sits beside its label, so it is not used inside a Field). */
export function Checkbox({ label, description, error, className, id, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `checkbox-${autoId}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-describedby={[errorId, descriptionId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          {...rest}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-600 sm:size-4"
        />
        <div className="text-sm">
          <label htmlFor={inputId} className="cursor-pointer font-medium text-slate-800">
            {label}
          </label>
          {description && (
            <p id={descriptionId} className="text-slate-600">
              {description}
            </p>
          )}
        </div>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
