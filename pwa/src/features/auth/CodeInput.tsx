import { CODE_RULES } from '@shared/catalog.ts';
import { TextInput, type TextInputProps } from '../../ui/TextInput.tsx';

/** What a code box keeps of what was typed or pasted: the digits, at most CODE_RULES.length of them. */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_RULES.length);
}

/**
 * The 6-digit code box (spec section 5: 'Input limited to 6 digits'): letters and spaces never get in, a pasted
 * '123 456' or '123-456' becomes 123456, the number pad shows on phones, and the phone's keyboard can offer the
 * code from the incoming e-mail or SMS (`one-time-code`). No `maxLength`: it would cut a pasted '123 456' to
 * '123 45' before the spaces are dropped.
 */
export function CodeInput({ onChange, ...props }: TextInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      spellCheck={false}
      className="max-w-48 text-center font-mono text-lg tracking-[0.5em] sm:text-lg"
      {...props}
      onChange={(event) => {
        const digits = codeDigits(event.target.value);
        if (digits !== event.target.value) event.target.value = digits;
        onChange?.(event);
      }}
    />
  );
}
