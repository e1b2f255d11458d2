import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cx } from './class-names.ts';
import { CONTROL_CLASSES } from './control-classes.ts';
import { useFieldControl } from './field-context.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The choices; or pass `<option>` children instead. */
  options?: readonly SelectOption[];
  /** A first, empty choice such as 'Select an industry'. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
  children?: ReactNode;
}

/** A native select (the best one on phones), styled like the text inputs. Works with `register(...)`. */
export function Select({ className, options, placeholder, children, ...rest }: SelectProps) {
  const control = useFieldControl(useId());
  return (
    <div className="relative">
      <select {...control} {...rest} className={cx(CONTROL_CLASSES, 'h-11 appearance-none pr-9 sm:h-10', className)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <svg
        viewBox="0 0 20 20"
        fill="currentColor"
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      >
        <path
          fillRule="evenodd"
          d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
          clipRule="evenodd"
        />
      </svg>
    </div>
  );
}
