import { useCallback, useId, useState, type ChangeEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from './class-names.ts';
import { CONTROL_CLASSES } from './control-classes.ts';
import { useFieldControl } from './field-context.ts';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Shows a `120/500` counter under the box. A target, not a cap: the schema decides what is too long. */
  counterMax?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A multi-line input with an optional character counter. The counter follows typing itself, so it also works
 * with react-hook-form's uncontrolled `register(...)`; a controlled `value` wins when given.
 */
export function TextArea({ className, counterMax, onChange, ref, value, rows = 4, ...rest }: TextAreaProps) {
  const counterId = `${useId()}-counter`;
  const control = useFieldControl(useId(), counterMax ? counterId : undefined);
  const [typedLength, setTypedLength] = useState(0);

  // The ref callback reads the initial length of an uncontrolled box (a form's default or reset value).
  const attachRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      if (node) setTypedLength(node.value.length);
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
    },
    [ref],
  );

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };

  const length = value === undefined ? typedLength : String(value).length;
  return (
    <div className="flex flex-col gap-1">
      <textarea
        {...control}
        {...rest}
        ref={attachRef}
        value={value}
        rows={rows}
        onChange={handleChange}
        className={cx(CONTROL_CLASSES, 'min-h-24 py-2', className)}
      />
      {counterMax !== undefined && (
        <p id={counterId} className="self-end text-xs text-slate-600 tabular-nums">
          {length}/{counterMax}
        </p>
      )}
    </div>
  );
}
