import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import type { Account } from '@shared/schemas/account.ts';
import { notificationPrefsRequestSchema, type NotificationPrefsRequest } from '@shared/schemas/account-requests.ts';
import { patchDoc } from '../../db/writes.ts';
import { Button, Card, Checkbox, toast } from '../../ui/index.ts';

/** Each preference with what it covers; `other` also covers verification results (the server maps them). */
const PREFERENCES: { key: keyof NotificationPrefsRequest; label: string; description: string }[] = [
  { key: 'application', label: 'Applications', description: 'New applications to your jobs, and changes to the status of yours.' },
  { key: 'message', label: 'Messages', description: 'A new message in one of your conversations.' },
  { key: 'interview', label: 'Interviews', description: 'An interview scheduled, moved, completed or cancelled.' },
  { key: 'payment', label: 'Payments', description: 'Payments, trials and subscription changes.' },
  { key: 'other', label: 'Verification and other updates', description: 'Verification results and other account news.' },
];

/**
 * Which events make a notification. A replicated write to the account document: it saves offline and reaches
 * the server (which decides whether to make each notification) when the device is online.
 */
export function NotificationsSection({ account }: { account: Account | undefined }) {
  const prefs = account?.notificationPrefs;
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<NotificationPrefsRequest>({ resolver: zodResolver(notificationPrefsRequestSchema), defaultValues: prefs });

  useEffect(() => {
    if (prefs && !isDirty) reset(prefs);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(prefs)]);

  const onSubmit = async (values: NotificationPrefsRequest) => {
    if (!account) return;
    try {
      await patchDoc('accounts', account.id, { notificationPrefs: values });
    } catch {
      toast({ ...ERROR_TOASTS.notificationPrefsFailed, variant: 'destructive' });
      return;
    }
    reset(values);
    toast({ ...SUCCESS_TOASTS.notificationPrefsSaved, variant: 'success' });
  };

  return (
    <Card as="section" title="Notifications" description="Choose what we notify you about. You can change this offline too.">
      {!account ? (
        <p className="text-sm text-slate-600">Your preferences appear once this device has synced your account.</p>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">Notify me about</legend>
            {PREFERENCES.map((pref) => (
              <Checkbox key={pref.key} label={pref.label} description={pref.description} {...register(pref.key)} />
            ))}
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit" isLoading={isSubmitting} disabled={!isDirty}>
              Save Preferences
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
