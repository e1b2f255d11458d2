/**
 * The fields every sign-up asks alike: first and last name, and the new password with its rule as a hint. Used by
 * the landing dialog, the join flow's details step and /auth's 'Complete Your Profile', so the three keep the same
 * labels (browser tests find the inputs by them) and autocomplete hints; each form still orders its own fields.
 */
import type { JoinDetailsForm } from '@shared/schemas/auth-forms.ts';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { Field, TextInput } from '../../ui/index.ts';

type NameValues = Pick<JoinDetailsForm, 'firstName' | 'lastName'>;
type PasswordValues = Pick<JoinDetailsForm, 'password'>;

/** First and last name side by side from the small breakpoint. `register` is the form's own (useForm). */
export function NameFields({
  register,
  errors,
}: {
  register: (name: keyof NameValues) => UseFormRegisterReturn;
  errors: FieldErrors<NameValues>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="First name" error={errors.firstName?.message}>
        <TextInput autoComplete="given-name" {...register('firstName')} />
      </Field>
      <Field label="Last name" error={errors.lastName?.message}>
        <TextInput autoComplete="family-name" {...register('lastName')} />
      </Field>
    </div>
  );
}

/** The password a new account chooses; the hint states newPasswordSchema's rule. */
export function NewPasswordField({
  register,
  errors,
}: {
  register: (name: keyof PasswordValues) => UseFormRegisterReturn;
  errors: FieldErrors<PasswordValues>;
}) {
  return (
    <Field label="Password" error={errors.password?.message} hint="8 to 64 characters, with a capital letter and a number.">
      <TextInput type="password" autoComplete="new-password" {...register('password')} />
    </Field>
  );
}
