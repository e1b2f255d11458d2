import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import { changePasswordFormSchema, type ChangePasswordForm } from '@shared/schemas/account-requests.ts';
import { changePassword } from '../../features/account/account-api.ts';
import { describeError } from '../../sync/api.ts';
import { Button, Card, Field, TextInput, toast } from '../../ui/index.ts';
import { NeedsConnection } from '../../ui/NeedsConnection.tsx';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password (or set a first one); the server ends the account's other sessions. */
export function PasswordSection({ hasPassword, online, onChanged }: { hasPassword: boolean | null; online: boolean; onChanged: () => void }) {
  const needsCurrent = hasPassword !== false;
  const schema = useMemo(() => changePasswordFormSchema(needsCurrent), [needsCurrent]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(schema), defaultValues: EMPTY, mode: 'onTouched' });
  const isReady = online && hasPassword !== null;

  const onSubmit = async (values: ChangePasswordForm) => {
    try {
      await changePassword({ ...(needsCurrent ? { currentPassword: values.currentPassword } : {}), newPassword: values.newPassword });
    } catch (error) {
      toast({
        title: ERROR_TOASTS.passwordChangeFailed.title,
        description: describeError(error, ERROR_TOASTS.passwordChangeFailed.description),
        variant: 'destructive',
      });
      return;
    }
    reset(EMPTY);
    toast({ ...SUCCESS_TOASTS.passwordChanged, variant: 'success' });
    onChanged();
  };

  return (
    <Card
      as="section"
      title={hasPassword === false ? 'Set a password' : 'Change password'}
      description="8 to 64 characters, with at least one capital letter and one number. Your other devices are signed out."
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        {needsCurrent && (
          <Field label="Current password" error={errors.currentPassword?.message} isRequired>
            <TextInput type="password" autoComplete="current-password" disabled={!isReady} {...register('currentPassword')} />
          </Field>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="New password" error={errors.newPassword?.message} isRequired>
            <TextInput type="password" autoComplete="new-password" disabled={!isReady} {...register('newPassword')} />
          </Field>
          <Field label="Confirm new password" error={errors.confirmPassword?.message} isRequired>
            <TextInput type="password" autoComplete="new-password" disabled={!isReady} {...register('confirmPassword')} />
          </Field>
        </div>
        {!online && <NeedsConnection what="Changing your password" />}
        <div className="flex justify-end">
          <Button type="submit" isLoading={isSubmitting} disabled={!isReady}>
            {hasPassword === false ? 'Set Password' : 'Change Password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
