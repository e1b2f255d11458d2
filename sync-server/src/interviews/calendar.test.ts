/**
 * The invite's names are other people's text: a company name or a candidate's name with a double quote must not
 * close the quoted CN parameter and add parameters or change the address (RFC 5545 has no escape inside a quoted
 * parameter; the `ics` package writes \" which readers take as the closing quote).
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Interview } from '@shared/schemas/interview.ts';
import { interviewCalendar } from './calendar.ts';

const INTERVIEW: Interview = {
  id: '6f1c1d3e-8a7b-4c2d-9e0f-1a2b3c4d5e6f',
  jobId: '7f1c1d3e-8a7b-4c2d-9e0f-1a2b3c4d5e6f',
  employerId: '8f1c1d3e-8a7b-4c2d-9e0f-1a2b3c4d5e6f',
  candidateId: '9f1c1d3e-8a7b-4c2d-9e0f-1a2b3c4d5e6f',
  jobTitle: 'Developer',
  companyName: 'Acme";SENT-BY="mailto:boss@evil.example',
  candidateName: 'Eve";CN=x:mailto:eve@evil.example',
  candidateEmail: 'casey@example.com',
  scheduledDateTime: '2026-11-03T15:00:00.000Z',
  durationMinutes: 30,
  status: 'scheduled',
  meetingLink: '/video-interviews?room=abc',
  meetingPassword: 'x',
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

describe('interview invite', () => {
  it('a double quote in a name cannot inject parameters or change the attendee or organizer address', () => {
    const { content } = interviewCalendar(INTERVIEW, { origin: 'https://app.example', mailFrom: 'HireSync <no-reply@app.example>', candidateEmail: 'casey@example.com', sequence: 0 });
    const event = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent')!;
    const attendees = event.getAllProperties('attendee');
    expect(attendees.map((p) => String(p.getFirstValue()))).toEqual(['mailto:casey@example.com']);
    expect(attendees[0]!.getParameter('cn')).toBe("Eve';CN=x:mailto:eve@evil.example");
    const organizer = event.getFirstProperty('organizer')!;
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe('mailto:no-reply@app.example');
    expect(organizer.getParameter('sent-by')).toBeUndefined();
    expect(organizer.getParameter('cn')).toBe("Acme';SENT-BY='mailto:boss@evil.example");
  });
});
