import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import type { Account } from '@shared/schemas/account.ts';
import { notificationPrefsFormSchema, type NotificationPrefsForm } from '@shared/schemas/account-requests.ts';
import { useDocumentForm } from '../../features/forms/use-document-form.ts';
import { Button, Card, Checkbox, toast } from '../../ui/index.ts';

/** Each preference with what it covers; `other` also covers verification results (the server maps them). */
const PREFERENCES: { key: keyof NotificationPrefsForm['notificationPrefs']; label: string; description: string }[] = [
  { key: 'application', label: 'Applications', description: 'New applications to your jobs, and changes to the status of yours.' },
  { key: 'message', label: 'Messages', description: 'A new message in one of your conversations.' },
  { key: 'interview', label: 'Interviews', description: 'An interview scheduled, moved, completed or cancelled.' },
  { key: 'payment', label: 'Payments', description: 'Payments, trials and subscription changes.' },
  { key: 'other', label: 'Verification and other updates', description: 'Verification results and other account news.' },
];

/** What the form shows before this device has the account (it is not shown then). */
const ALL_ON: NotificationPrefsForm['notificationPrefs'] = { application: true, message: true, interview: true, payment: true, other: true };

/**
 * Which events make a notification. A replicated write to the account document: it saves offline and reaches
 * the server (which decides whether to make each notification) when the device is online.
 */
export function NotificationsSection({ account }: { account: Account | undefined }) {
  // Only the toggles changed here are written, onto the preferences as stored now: a toggle changed meanwhile
  // on another tab or device stays (and the replication merge keeps both, key by key).
  const { form, save } = useDocumentForm({
    collection: 'accounts',
    doc: account,
    schema: notificationPrefsFormSchema,
    toValues: (doc) => ({ notificationPrefs: { ...ALL_ON, ...doc?.notificationPrefs } }),
    toFields: (values: NotificationPrefsForm) => values,
  });
  const {
    register,
    handleSubmit,
    formState: { isSubmitting, isDirty },
  } = form;

  const onSubmit = async (values: NotificationPrefsForm) => {
    if (!account) return;
    try {
      await save(values);
    } catch {
      toast({ ...ERROR_TOASTS.notificationPrefsFailed, variant: 'destructive' });
      return;
    }
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
              <Checkbox key={pref.key} label={pref.label} description={pref.description} {...register(`notificationPrefs.${pref.key}`)} />
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
