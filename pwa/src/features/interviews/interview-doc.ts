/**
 * Turns the schedule dialog's values into the interview document the device stores and pushes. The server
 * fills the meeting link and password and re-derives the names; until then the card shows the local copy.
 */
import { INTERVIEW_SLOT_TEXTS } from '@shared/messages.ts';
import { INTERVIEW_COMPLETED_NOTE, type ScheduleInterviewForm } from '@shared/schemas/interview-form.ts';
import type { Application } from '@shared/schemas/application.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import { MAX_OFFERED_SLOTS, type Interview } from '@shared/schemas/interview.ts';
import { slotsFromWindow } from '@shared/rules/interview-slots.ts';
import type { Job } from '@shared/schemas/job.ts';

/**
 * The candidate an interview is with: an applicant of the job reached by e-mail (contact details reach the
 * employer once they applied), or a candidate chosen by profile, whose e-mail may be unknown ('') and who may
 * not have applied (no application).
 */
export interface Applicant {
  candidateId: string;
  applicationId?: string;
  name: string;
  email: string;
}

/** The applicants of a job whose e-mail this device knows, by name. */
export function listApplicants(
  jobId: string,
  applications: readonly Pick<Application, 'id' | 'jobId' | 'candidateId' | 'candidateName'>[],
  candidates: readonly Pick<Candidate, 'id' | 'email'>[],
): Applicant[] {
  const emails = new Map(candidates.filter((c) => c.email).map((c) => [c.id, c.email!]));
  return applications
    .filter((a) => a.jobId === jobId && emails.has(a.candidateId))
    .map((a) => ({ candidateId: a.candidateId, applicationId: a.id, name: a.candidateName, email: emails.get(a.candidateId)! }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The applicant with this e-mail (case and surrounding space ignored), if any applied to the job. */
export function findApplicant(applicants: readonly Applicant[], email: string): Applicant | undefined {
  const wanted = email.trim().toLowerCase();
  return applicants.find((a) => a.email.trim().toLowerCase() === wanted);
}

/** A `datetime-local` value as an ISO instant, read in the device's time zone. */
export function localDateTimeToIso(value: string): string {
  return new Date(value).toISOString();
}

/** The times a schedule or reschedule form fills in: the date-time, any more times, and a window's end. */
export type OfferTimesForm = Pick<ScheduleInterviewForm, 'scheduledDateTime' | 'durationMinutes' | 'alsoOffer' | 'windowEnd'>;

/**
 * Every time such a form offers, as ISO instants, soonest first, each once (at most MAX_OFFERED_SLOTS): the
 * date-time, the extra times, and a window from the date-time to its end cut into back-to-back slots of the
 * interview's length (slotsFromWindow). One time sets the interview; more make an offer the candidate picks from.
 */
export function offeredTimes(form: OfferTimesForm): string[] {
  const windowed = form.windowEnd ? slotsFromWindow(localDateTimeToIso(form.scheduledDateTime), localDateTimeToIso(form.windowEnd), form.durationMinutes) : [];
  const times = [form.scheduledDateTime, ...(form.alsoOffer ?? [])].filter(Boolean).map(localDateTimeToIso).concat(windowed);
  return [...new Set(times)].sort().slice(0, MAX_OFFERED_SLOTS);
}

/** Why a form's window is refused (it must hold at least one interview), or null; no window is no problem. */
export function checkOfferWindow(form: Pick<OfferTimesForm, 'scheduledDateTime' | 'windowEnd' | 'durationMinutes'>): string | null {
  if (!form.windowEnd) return null;
  const length = Date.parse(localDateTimeToIso(form.windowEnd)) - Date.parse(localDateTimeToIso(form.scheduledDateTime));
  return length < form.durationMinutes * 60_000 ? INTERVIEW_SLOT_TEXTS.windowTooShort : null;
}

/**
 * The change 'Reschedule' writes (issues 16 and 51): one time sets the interview to it; more times, or a window,
 * replace the booked time with an offer the candidate picks one from (any earlier pick forgotten).
 */
export function rescheduleChange(form: OfferTimesForm, now: Date): Partial<Interview> & Record<string, unknown> {
  const times = offeredTimes(form);
  const at = localDateTimeToIso(form.scheduledDateTime);
  const change = times.length > 1
    ? { status: 'proposed' as const, offeredSlots: times, scheduledDateTime: times[0]!, offerExpiresAt: undefined }
    : { status: 'scheduled' as const, offeredSlots: undefined, offerExpiresAt: undefined, scheduledDateTime: at };
  return { ...change, durationMinutes: form.durationMinutes, pickedSlot: undefined, updatedAt: now.toISOString() };
}

/** The new interview document. */
export function buildInterviewDoc(
  form: ScheduleInterviewForm,
  job: Pick<Job, 'id' | 'employerId' | 'title' | 'companyName'>,
  applicant: Applicant,
  id: string,
  now: Date,
): Interview {
  const notes = form.interviewNotes.trim();
  // Several times: an offer ('proposed') the candidate picks one from; scheduledDateTime is the earliest.
  const offered = offeredTimes(form);
  const isOffer = offered.length > 1;
  return {
    id,
    jobId: job.id,
    employerId: job.employerId,
    candidateId: applicant.candidateId,
    ...(applicant.applicationId ? { applicationId: applicant.applicationId } : {}),
    jobTitle: job.title,
    companyName: job.companyName,
    candidateName: applicant.name,
    candidateEmail: applicant.email,
    scheduledDateTime: isOffer ? offered[0]! : localDateTimeToIso(form.scheduledDateTime),
    durationMinutes: form.durationMinutes,
    ...(notes ? { interviewNotes: notes } : {}),
    ...(isOffer ? { offeredSlots: offered } : {}),
    ...(form.interviewerId ? { interviewerId: form.interviewerId } : {}),
    status: isOffer ? 'proposed' : 'scheduled',
    meetingLink: '',
    meetingPassword: '',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/**
 * The notes after marking an interview completed: the spec's 'Interview completed', after whatever the
 * employer wrote when scheduling (replacing those notes would lose them).
 */
export function completedNotes(notes: string | undefined): string {
  const kept = notes?.trim();
  if (!kept) return INTERVIEW_COMPLETED_NOTE;
  return kept.endsWith(INTERVIEW_COMPLETED_NOTE) ? kept : `${kept}\n\n${INTERVIEW_COMPLETED_NOTE}`;
}
