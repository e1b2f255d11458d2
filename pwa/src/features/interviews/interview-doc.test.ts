import { describe, expect, it } from 'vitest';
import { interviewSchema } from '@shared/schemas/interview.ts';
import { INTERVIEW_SLOT_TEXTS } from '@shared/messages.ts';
import { buildInterviewDoc, checkOfferWindow, completedNotes, findApplicant, listApplicants, rescheduleChange } from './interview-doc.ts';

const applications = [
  { id: 'app-1', jobId: 'job-1', candidateId: 'cand-1', candidateName: 'Zoe Zhang' },
  { id: 'app-2', jobId: 'job-1', candidateId: 'cand-2', candidateName: 'Adam Avery' },
  { id: 'app-3', jobId: 'job-2', candidateId: 'cand-3', candidateName: 'Other Job' },
  { id: 'app-4', jobId: 'job-1', candidateId: 'cand-4', candidateName: 'No Email' },
];
const candidates = [
  { id: 'cand-1', email: 'zoe@example.com' },
  { id: 'cand-2', email: 'Adam@Example.com' },
  { id: 'cand-3', email: 'other@example.com' },
  { id: 'cand-4' },
];

describe('scheduling an interview', () => {
  it('lists the applicants of the job whose e-mail the device knows, by name', () => {
    expect(listApplicants('job-1', applications, candidates).map((a) => a.name)).toEqual(['Adam Avery', 'Zoe Zhang']);
  });

  it('finds the applicant by e-mail, ignoring case and spaces', () => {
    const applicants = listApplicants('job-1', applications, candidates);
    expect(findApplicant(applicants, ' adam@example.COM ')?.candidateId).toBe('cand-2');
    expect(findApplicant(applicants, 'other@example.com')).toBeUndefined();
  });

  it('builds a valid scheduled interview without a meeting link (the server makes it)', () => {
    const [applicant] = listApplicants('job-1', applications, candidates);
    const doc = buildInterviewDoc(
      { jobId: 'job-1', candidateEmail: 'adam@example.com', scheduledDateTime: '2026-03-01T14:30', durationMinutes: 45, interviewNotes: '  Meet the team ', alsoOffer: [] },
      { id: 'job-1', employerId: 'emp-1', title: 'Route Planner', companyName: 'Acme' },
      applicant!,
      'int-1',
      new Date('2026-02-01T00:00:00.000Z'),
    );
    expect(interviewSchema.parse(doc)).toMatchObject({ status: 'scheduled', meetingLink: '', interviewNotes: 'Meet the team', candidateId: 'cand-2', applicationId: 'app-2' });
    expect(Date.parse(doc.scheduledDateTime)).toBe(new Date('2026-03-01T14:30').getTime());
  });

  it('with more times, builds an offer of all of them, earliest first, for the candidate to pick from', () => {
    const [applicant] = listApplicants('job-1', applications, candidates);
    const form = { jobId: 'job-1', candidateEmail: 'adam@example.com', scheduledDateTime: '2026-03-02T10:00', durationMinutes: 30, interviewNotes: '', alsoOffer: ['2026-03-01T09:00', ''] };
    const doc = buildInterviewDoc(form, { id: 'job-1', employerId: 'emp-1', title: 'Route Planner', companyName: 'Acme' }, applicant!, 'int-2', new Date('2026-02-01T00:00:00.000Z'));
    const offered = [new Date('2026-03-01T09:00').toISOString(), new Date('2026-03-02T10:00').toISOString()];
    expect(interviewSchema.parse(doc)).toMatchObject({ status: 'proposed', offeredSlots: offered, scheduledDateTime: offered[0] });
  });

  it('cuts a window into slots of the interview length and offers them all (with any extra time)', () => {
    const [applicant] = listApplicants('job-1', applications, candidates);
    const form = { jobId: 'job-1', candidateEmail: 'adam@example.com', scheduledDateTime: '2026-03-02T10:00', windowEnd: '2026-03-02T12:15', durationMinutes: 45, interviewNotes: '', alsoOffer: ['2026-03-03T09:00', ''] };
    const doc = buildInterviewDoc(form, { id: 'job-1', employerId: 'emp-1', title: 'Route Planner', companyName: 'Acme' }, applicant!, 'int-3', new Date('2026-02-01T00:00:00.000Z'));
    const offered = ['2026-03-02T10:00', '2026-03-02T10:45', '2026-03-02T11:30', '2026-03-03T09:00'].map((t) => new Date(t).toISOString());
    expect(interviewSchema.parse(doc)).toMatchObject({ status: 'proposed', offeredSlots: offered, scheduledDateTime: offered[0], durationMinutes: 45 });
  });

  it('marks completed with the spec\'s note, after any notes written when scheduling', () => {
    expect(completedNotes(undefined)).toBe('Interview completed');
    expect(completedNotes('Bring a portfolio')).toBe('Bring a portfolio\n\nInterview completed');
    expect(completedNotes('Bring a portfolio\n\nInterview completed')).toBe('Bring a portfolio\n\nInterview completed');
  });
});

describe('rescheduling an interview', () => {
  const now = new Date('2026-02-01T00:00:00.000Z');
  const iso = (local: string) => new Date(local).toISOString();

  it('one new time sets the interview to it, forgetting any offer and pick', () => {
    expect(rescheduleChange({ scheduledDateTime: '2026-03-02T10:00', durationMinutes: 60, alsoOffer: ['', ''], windowEnd: '' }, now)).toEqual({
      status: 'scheduled', scheduledDateTime: iso('2026-03-02T10:00'), durationMinutes: 60,
      offeredSlots: undefined, offerExpiresAt: undefined, pickedSlot: undefined, updatedAt: now.toISOString(),
    });
  });

  it('a window is cut into slots of the interview length, as when scheduling, and offered with any extra time', () => {
    const change = rescheduleChange({ scheduledDateTime: '2026-03-02T10:00', durationMinutes: 30, alsoOffer: ['2026-03-04T09:00', ''], windowEnd: '2026-03-02T11:15' }, now);
    expect(change).toMatchObject({
      status: 'proposed',
      offeredSlots: ['2026-03-02T10:00', '2026-03-02T10:30', '2026-03-04T09:00'].map(iso),
      scheduledDateTime: iso('2026-03-02T10:00'),
      durationMinutes: 30,
      pickedSlot: undefined,
    });
  });

  it('a window shorter than one interview is refused; none is no problem', () => {
    expect(checkOfferWindow({ scheduledDateTime: '2026-03-02T10:00', durationMinutes: 60, windowEnd: '2026-03-02T10:45' })).toBe(INTERVIEW_SLOT_TEXTS.windowTooShort);
    expect(checkOfferWindow({ scheduledDateTime: '2026-03-02T10:00', durationMinutes: 60, windowEnd: '2026-03-02T11:00' })).toBeNull();
    expect(checkOfferWindow({ scheduledDateTime: '2026-03-02T10:00', durationMinutes: 60, windowEnd: '' })).toBeNull();
  });
});
