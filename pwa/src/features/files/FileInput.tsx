import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cx, useFieldControl } from '../../ui/index.ts';

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> {
  /** The chosen file, or null when the choice was cleared. */
  onFileChange: (file: File | null) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native file picker styled like the other controls; inside a Field it takes the Field's id and messages.
 * Native, so phones offer camera and files and keyboard users get the browser's own button.
 */
export function FileInput({ className, onFileChange, ...rest }: FileInputProps) {
  const control = useFieldControl(useId());
  return (
    <input
      type="file"
      {...control}
      {...rest}
      onChange={(event) => onFileChange(event.currentTarget.files?.[0] ?? null)}
      className={cx(
        'block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 shadow-sm',
        'file:mr-3 file:h-10 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-slate-50',
        'file:px-4 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-100',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'aria-invalid:border-red-600',
        className,
      )}
    />
  );
}
