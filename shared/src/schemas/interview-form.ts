/**
 * The schedule-interview dialog (spec sections 2, 4 and 7); the interview document it writes is validated by
 * `interviewWriteSchema` (device-writes.ts). Meeting links, passwords and the candidate's identity behind the
 * e-mail are the server's; 'not in the past' needs `now`, so it is the rule `checkInterviewTime` in
 * rules/interview-schedule.ts.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { emailField, optionalText } from './form-fields.ts';

/** A `datetime-local` input's value: `2025-03-01T14:30`, seconds optional, no zone. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * The dialog: candidate e-mail and a date-time are required ('Please fill in all required fields.'). The
 * date-time is the input's local value; the screen turns it into an ISO instant for the request.
 */
export const scheduleInterviewFormSchema = z.object({
  jobId: z.string(M.requiredFields).min(1, M.requiredFields).max(64),
  candidateEmail: z.string(M.requiredFields).trim().min(1, M.requiredFields).pipe(emailField(M.emailInvalidPlease)),
  scheduledDateTime: z
    .string(M.requiredFields)
    .min(1, M.requiredFields)
    .refine((value) => value === '' || LOCAL_DATE_TIME.test(value), M.dateTimeInvalid),
  durationMinutes: z.number().int().min(15).max(240).default(60),
  interviewNotes: optionalText(5000, 'Notes').default(''),
});
export type ScheduleInterviewForm = z.infer<typeof scheduleInterviewFormSchema>;
export type ScheduleInterviewFormInput = z.input<typeof scheduleInterviewFormSchema>;

/** The note the spec stores when an interview is marked completed. */
export const INTERVIEW_COMPLETED_NOTE = 'Interview completed';
