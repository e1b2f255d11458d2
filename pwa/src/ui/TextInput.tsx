import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cx } from './class-names.ts';
import { CONTROL_CLASSES } from './control-classes.ts';
import { useFieldControl } from './field-context.ts';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** A single-line input; inside a Field it takes the Field's id and descriptions. Works with `register(...)`. */
export function TextInput({ className, type = 'text', ...rest }: TextInputProps) {
  const control = useFieldControl(useId());
  return <input type={type} {...control} {...rest} className={cx(CONTROL_CLASSES, 'h-11 sm:h-10', className)} />;
}
