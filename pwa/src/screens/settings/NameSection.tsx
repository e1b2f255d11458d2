import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import { changeNameRequestSchema, type ChangeNameRequest } from '@shared/schemas/account-requests.ts';
import { changeName } from '../../features/account/account-api.ts';
import { setCurrentUser } from '../../state/session.ts';
import { describeError } from '../../sync/api.ts';
import { Button, Card, Field, TextInput, toast } from '../../ui/index.ts';
import { NeedsConnection } from '../../ui/NeedsConnection.tsx';

/** First and last name of the account (the name employers and candidates see in conversations). */
export function NameSection({ user, names, online }: { user: CurrentUser; names: ChangeNameRequest; online: boolean }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ChangeNameRequest>({ resolver: zodResolver(changeNameRequestSchema), defaultValues: names, mode: 'onTouched' });

  // A change from another device arrives through the account document; take it unless the user is typing.
  useEffect(() => {
    if (!isDirty) reset(names);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [names.firstName, names.lastName]);

  const onSubmit = async (values: ChangeNameRequest) => {
    try {
      await changeName(values);
    } catch (error) {
      toast({ title: ERROR_TOASTS.nameUpdateFailed.title, description: describeError(error, ERROR_TOASTS.nameUpdateFailed.description), variant: 'destructive' });
      return;
    }
    setCurrentUser({ ...user, ...values });
    reset(values);
    toast({ ...SUCCESS_TOASTS.nameUpdated, variant: 'success' });
  };

  return (
    <Card as="section" title="Name" description="Shown to the people you message and on your account.">
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" error={errors.firstName?.message} isRequired>
            <TextInput autoComplete="given-name" {...register('firstName')} />
          </Field>
          <Field label="Last name" error={errors.lastName?.message} isRequired>
            <TextInput autoComplete="family-name" {...register('lastName')} />
          </Field>
        </div>
        {!online && <NeedsConnection what="Changing your name" />}
        <div className="flex justify-end">
          <Button type="submit" isLoading={isSubmitting} disabled={!online}>
            Save Name
          </Button>
        </div>
      </form>
    </Card>
  );
}
