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

const CANDIDATE_EMAIL = emailField(M.emailInvalidPlease);

// The candidate check runs beside the other fields' errors (one submit shows every missing field), so only
// the object's shape is required of the value.
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The dialog: a candidate and a date-time are required ('Please fill in all required fields.'). The candidate
 * is either chosen (`candidateId`: from Find Talent, AI Matching or their record, where the e-mail may not be
 * the employer's to see) or typed as an applicant's e-mail. The date-time is the input's local value; the screen
 * turns it into an ISO instant for the request.
 */
const scheduleInterviewFields = z.object({
  jobId: z.string(M.requiredFields).min(1, M.requiredFields).max(64),
  candidateId: z.string().min(1).max(64).optional(),
  candidateEmail: z.string(M.requiredFields).trim().max(254, M.emailInvalidPlease).default(''),
  scheduledDateTime: z
    .string(M.requiredFields)
    .min(1, M.requiredFields)
    .refine((value) => value === '' || LOCAL_DATE_TIME.test(value), M.dateTimeInvalid),
  durationMinutes: z.number().int().min(15).max(240).default(60),
  interviewNotes: optionalText(5000, 'Notes').default(''),
  /** More times to offer (issue 51): any filled in make it an offer the candidate picks one time from. */
  alsoOffer: z.array(z.string().refine((value) => value === '' || LOCAL_DATE_TIME.test(value), M.dateTimeInvalid)).max(19).default([]),
  /**
   * The end of a window (issue 51): from the date-time to this one, cut into slots of the chosen duration, all
   * offered for the candidate to pick from.
   */
  windowEnd: z.string().refine((value) => value === '' || LOCAL_DATE_TIME.test(value), M.dateTimeInvalid).optional(),
  /** Who runs it (issue 47): a member of the company who can run interviews; '' for the one scheduling. */
  interviewerId: z.string().max(64).optional(),
});

export const scheduleInterviewFormSchema = scheduleInterviewFields.superRefine((form, ctx) => {
  // Not a string at all: the field's own check already said so.
  if (form.candidateId || typeof form.candidateEmail !== 'string') return;
  if (!form.candidateEmail) ctx.addIssue({ code: 'custom', path: ['candidateEmail'], message: M.requiredFields });
  else if (!CANDIDATE_EMAIL.safeParse(form.candidateEmail).success) {
    ctx.addIssue({ code: 'custom', path: ['candidateEmail'], message: M.emailInvalidPlease });
  }
}, { when: (payload) => isObject(payload.value) });
export type ScheduleInterviewForm = z.infer<typeof scheduleInterviewFormSchema>;
export type ScheduleInterviewFormInput = z.input<typeof scheduleInterviewFormSchema>;

/**
 * 'Reschedule': a new date-time and duration, or several times or a window to offer (issue 51), with the schedule
 * dialog's rules.
 */
export const rescheduleInterviewFormSchema = scheduleInterviewFields.pick({ scheduledDateTime: true, durationMinutes: true, alsoOffer: true, windowEnd: true });


/** The note the spec stores when an interview is marked completed. */
export const INTERVIEW_COMPLETED_NOTE = 'Interview completed';
