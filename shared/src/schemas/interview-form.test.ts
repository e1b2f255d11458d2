import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { scheduleInterviewFormSchema } from './interview-form.ts';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  return result.success ? {} : (z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>);
}

describe('scheduleInterviewFormSchema', () => {
  const valid = { jobId: 'job-1', candidateEmail: 'sam@example.com', scheduledDateTime: '2030-05-01T14:30' };
  it('accepts the dialog and fills defaults', () => {
    expect(scheduleInterviewFormSchema.parse(valid)).toEqual({ ...valid, durationMinutes: 60, interviewNotes: '', alsoOffer: [] });
  });
  it("says 'Please fill in all required fields.' for a missing e-mail or time", () => {
    expect(errorsOf(scheduleInterviewFormSchema, { jobId: '', candidateEmail: ' ', scheduledDateTime: '' })).toEqual({
      jobId: [M.requiredFields],
      candidateEmail: [M.requiredFields],
      scheduledDateTime: [M.requiredFields],
    });
  });
  it('checks the e-mail and the date-time format', () => {
    const errors = errorsOf(scheduleInterviewFormSchema, {
      ...valid,
      candidateEmail: 'sam',
      scheduledDateTime: 'tomorrow',
    });
    expect(errors.candidateEmail).toEqual([M.emailInvalidPlease]);
    expect(errors.scheduledDateTime).toEqual([M.dateTimeInvalid]);
    expect(errorsOf(scheduleInterviewFormSchema, { ...valid, scheduledDateTime: '2030-05-01T14:30:00' })).toEqual({});
  });
  it('needs no e-mail for a chosen candidate, whose e-mail the employer may not see', () => {
    const chosen = { jobId: 'job-1', candidateId: 'cand-42', scheduledDateTime: '2030-05-01T14:30' };
    expect(scheduleInterviewFormSchema.parse(chosen)).toEqual({ ...chosen, candidateEmail: '', durationMinutes: 60, interviewNotes: '', alsoOffer: [] });
    expect(errorsOf(scheduleInterviewFormSchema, { ...chosen, candidateId: undefined })).toEqual({ candidateEmail: [M.requiredFields] });
  });
  it('reports a missing candidate beside a missing job and time, once', () => {
    expect(errorsOf(scheduleInterviewFormSchema, { jobId: '', candidateEmail: 42, scheduledDateTime: '' })).toEqual({
      jobId: [M.requiredFields],
      candidateEmail: [M.requiredFields],
      scheduledDateTime: [M.requiredFields],
    });
  });
});
