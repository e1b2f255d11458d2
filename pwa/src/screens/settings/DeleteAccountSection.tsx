import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import { DELETE_CONFIRMATION_TEXT, deleteAccountFormSchema, type DeleteAccountForm } from '@shared/schemas/account-requests.ts';
import { deleteAccount } from '../../features/account/account-api.ts';
import { describeError } from '../../sync/api.ts';
import { signOut } from '../../sync/session-actions.ts';
import { Button, Card, Dialog, Field, TextInput, toast } from '../../ui/index.ts';
import { NeedsConnection } from '../../ui/NeedsConnection.tsx';

const FORM_ID = 'delete-account-form';

/** Delete the account for good, after confirming in a dialog with the password (or DELETE without one). */
export function DeleteAccountSection({ hasPassword, online }: { hasPassword: boolean | null; online: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Card as="section" title="Delete my account" className="border-red-200">
      <div className="flex flex-col gap-3 text-sm text-slate-700">
        <p>
          Deleting your account signs you out everywhere and removes your profile, applications, messages, interviews,
          notifications, files and verifications from our servers and from every device on its next sync. Jobs you
          posted are closed. This cannot be undone; download your data first if you want to keep a copy.
        </p>
        {!online && <NeedsConnection what="Deleting your account" />}
        <div className="flex justify-end">
          <Button variant="destructive" onClick={() => setIsOpen(true)} disabled={!online || hasPassword === null}>
            Delete My Account
          </Button>
        </div>
      </div>
      {isOpen && hasPassword !== null && <DeleteAccountDialog hasPassword={hasPassword} onClose={() => setIsOpen(false)} />}
    </Card>
  );
}

function DeleteAccountDialog({ hasPassword, onClose }: { hasPassword: boolean; onClose: () => void }) {
  const [, navigate] = useLocation();
  const schema = useMemo(() => deleteAccountFormSchema(hasPassword), [hasPassword]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountForm>({ resolver: zodResolver(schema), defaultValues: { secret: '' } });

  const onSubmit = async ({ secret }: DeleteAccountForm) => {
    try {
      await deleteAccount(hasPassword ? { password: secret } : { confirmation: DELETE_CONFIRMATION_TEXT });
    } catch (error) {
      toast({
        title: ERROR_TOASTS.accountDeleteFailed.title,
        description: describeError(error, ERROR_TOASTS.accountDeleteFailed.description),
        variant: 'destructive',
      });
      return;
    }
    await signOut().catch(() => undefined);
    toast({ ...SUCCESS_TOASTS.accountDeleted, variant: 'success' });
    navigate('/');
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Delete your account?"
      description="Your account and its data will be removed for good. This cannot be undone."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="destructive" isLoading={isSubmitting}>
            Delete My Account
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={handleSubmit(onSubmit)} noValidate>
        {hasPassword ? (
          <Field label="Password" hint="Enter your password to confirm." error={errors.secret?.message} isRequired>
            <TextInput type="password" autoComplete="current-password" {...register('secret')} />
          </Field>
        ) : (
          <Field label={`Type ${DELETE_CONFIRMATION_TEXT} to confirm`} error={errors.secret?.message} isRequired>
            <TextInput autoComplete="off" {...register('secret')} />
          </Field>
        )}
      </form>
    </Dialog>
  );
}
