import { useId, useMemo, type ReactNode } from 'react';
import { cx } from './class-names.ts';
import { FieldContext, type FieldControlProps } from './field-context.ts';
import { useSteadyWhilePressed } from './pointer-hold.ts';

/**
 * A labelled form field: label, the control (TextInput, TextArea, Select, ChipInput), an optional hint, and
 * the validation message right under the control. The control gets `aria-describedby` for the hint and error
 * and `aria-invalid` while there is an error, through FieldContext. An error line that appears or goes while a
 * pointer is pressed (blur validation when a click starts elsewhere) waits for the release, so the control
 * being clicked does not move out from under the pointer.
 */
export function Field({
  label,
  error,
  hint,
  isRequired = false,
  id,
  className,
  children,
}: {
  label: ReactNode;
  /** The validation message, e.g. `errors.email?.message`; nothing is shown when empty. */
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  /** The control's id; generated when not given. */
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const shownError = useSteadyWhilePressed(error);
  const errorId = shownError ? `${controlId}-error` : undefined;

  const control = useMemo<FieldControlProps>(
    () => ({
      id: controlId,
      'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-required': isRequired ? true : undefined,
    }),
    [controlId, errorId, hintId, error, isRequired],
  );

  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
        {isRequired && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {shownError && <FieldError id={errorId}>{shownError}</FieldError>}
    </div>
  );
}

/** A validation message; also used by groups (radio cards, checkboxes) that are not inside a Field. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1 text-sm text-red-700">
      <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      <span>{children}</span>
    </p>
  );
}
