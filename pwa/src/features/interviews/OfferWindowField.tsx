import { INTERVIEW_SLOT_TEXTS } from '@shared/messages.ts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, TextInput } from '../../ui/index.ts';

/**
 * 'Or offer a window until' (issue 51), the same in the schedule and reschedule dialogs: from the form's date-time
 * to this one, cut into slots of the chosen duration by offeredTimes (interview-doc.ts), for the candidate to pick.
 */
export function OfferWindowField({ field, error }: { field: UseFormRegisterReturn<'windowEnd'>; error: string | undefined }) {
  return (
    <Field label={INTERVIEW_SLOT_TEXTS.windowLabel} error={error} hint={INTERVIEW_SLOT_TEXTS.windowHint}>
      <TextInput type="datetime-local" {...field} />
    </Field>
  );
}
