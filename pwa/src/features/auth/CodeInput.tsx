import { CODE_RULES } from '@shared/catalog.ts';
import { TextInput, type TextInputProps } from '../../ui/TextInput.tsx';

/**
 * The 6-digit code box: at most 6 characters, the number pad on phones, and the code offered by the phone's
 * keyboard from the incoming e-mail or SMS (`one-time-code`). Letters are not stripped, so the form can say why
 * they are refused.
 */
export function CodeInput(props: TextInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_RULES.length}
      spellCheck={false}
      className="max-w-48 text-center font-mono text-lg tracking-[0.5em] sm:text-lg"
      {...props}
    />
  );
}
