import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { ERROR_TOASTS, SUCCESS_TOASTS, VALIDATION_MESSAGES } from '@shared/messages.ts';
import { checkInterviewTime } from '@shared/rules/interview-schedule.ts';
import { rescheduleInterviewFormSchema as rescheduleFormSchema } from '@shared/schemas/interview-form.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import type { z } from 'zod';
import { patchFields } from '../../db/writes.ts';
import { Button, Dialog, Field, Select, TextInput, toast } from '../../ui/index.ts';
import { checkOfferWindow, localDateTimeToIso, rescheduleChange } from './interview-doc.ts';
import { OfferWindowField } from './OfferWindowField.tsx';

type RescheduleForm = z.infer<typeof rescheduleFormSchema>;
type RescheduleFormInput = z.input<typeof rescheduleFormSchema>;

const DURATIONS = [30, 45, 60, 90].map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));

/** An ISO instant as a `datetime-local` value in the device's time zone. */
function toLocalInput(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * 'Reschedule' (issues 16 and 51): a new date-time and duration, or several times or a window (cut into slots like
 * the schedule dialog's) for the candidate to pick from (an offer replacing the booked time), saved on the device and sent when online; the server tells the candidate
 * and mails the updated invite (same UID, a higher SEQUENCE; new times cancel the old event until one is picked).
 */
export function RescheduleInterviewDialog({ interview, open, onClose }: { interview: Interview; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Reschedule Interview" description={`${interview.candidateName} is told the new time with an updated calendar invite.`}>
      {open && <RescheduleForm interview={interview} onDone={onClose} />}
    </Dialog>
  );
}

function RescheduleForm({ interview, onDone }: { interview: Interview; onDone: () => void }) {
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<RescheduleFormInput, unknown, RescheduleForm>({
    resolver: zodResolver(rescheduleFormSchema),
    defaultValues: { scheduledDateTime: toLocalInput(interview.scheduledDateTime), durationMinutes: interview.durationMinutes, alsoOffer: [0, 1].map((i) => {
      // Changing an open offer starts from its times.
      const other = [...(interview.offeredSlots ?? [])].sort().filter((slot) => Date.parse(slot) !== Date.parse(interview.scheduledDateTime))[i];
      return other ? toLocalInput(other) : '';
    }), windowEnd: '' },
  });
  const durations = DURATIONS.some((d) => d.value === String(interview.durationMinutes))
    ? DURATIONS
    : [...DURATIONS, { value: String(interview.durationMinutes), label: `${interview.durationMinutes} minutes` }];

  const onInvalid = (invalid: FieldErrors<RescheduleFormInput>) => {
    if (Object.values(invalid).some((e) => e?.message === VALIDATION_MESSAGES.requiredFields)) toast({ ...ERROR_TOASTS.missingInformation, variant: 'destructive' });
  };

  const onSubmit = async (form: RescheduleForm) => {
    const scheduledDateTime = localDateTimeToIso(form.scheduledDateTime);
    const now = new Date();
    const timeProblem = checkInterviewTime(scheduledDateTime, now);
    if (timeProblem) return setError('scheduledDateTime', { message: timeProblem });
    for (const [i, extra] of form.alsoOffer.entries()) {
      const problem = extra ? checkInterviewTime(localDateTimeToIso(extra), now) : null;
      if (problem) return setError(`alsoOffer.${i}`, { message: problem });
    }
    const windowProblem = checkOfferWindow(form);
    if (windowProblem) return setError('windowEnd', { message: windowProblem });
    try {
      // One time: the interview is set to it. Several, or a window: an offer the candidate picks one from.
      await patchFields('interviews', interview.id, rescheduleChange(form, now));
      toast({ ...SUCCESS_TOASTS.interviewUpdated, variant: 'success' });
      onDone();
    } catch {
      toast({ ...ERROR_TOASTS.interviewUpdateFailed, variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="New date and time" error={errors.scheduledDateTime?.message} isRequired>
          <TextInput type="datetime-local" {...register('scheduledDateTime')} />
        </Field>
        <Field label="Duration" error={errors.durationMinutes?.message}>
          <Select options={durations} {...register('durationMinutes', { valueAsNumber: true })} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1].map((i) => (
          <Field key={i} label={`Or offer another time (${i + 2})`} error={errors.alsoOffer?.[i]?.message} hint={i === 0 ? 'With more than one time, the candidate picks the one that suits them.' : undefined}>
            <TextInput type="datetime-local" {...register(`alsoOffer.${i}`)} />
          </Field>
        ))}
      </div>
      <OfferWindowField field={register('windowEnd')} error={errors.windowEnd?.message} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Keep Current Time
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          Reschedule
        </Button>
      </div>
    </form>
  );
}
