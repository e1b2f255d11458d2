/**
 * What employers and candidates write to each other: chat scripts for a conversation an employer starts about
 * an application and for a candidate's follow-up, plus employers' private review notes and interview notes.
 */
import type { Faker } from '@faker-js/faker';
import type { ApplicationStatus } from '@shared/schemas/application.ts';

/** Who the lines are about. */
export interface ChatContext {
  candidateFirstName: string;
  employerFirstName: string;
  jobTitle: string;
  companyName: string;
}

/** One line of a script: who says it, and what. */
export interface ScriptLine {
  fromCandidate: boolean;
  content: string;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** A conversation the employer opens after liking an application; callers may cut it short. */
export function employerScript(faker: Faker, c: ChatContext): ScriptLine[] {
  const day = faker.helpers.arrayElement(WEEKDAYS);
  const hour = faker.helpers.arrayElement(['10 am', '11 am', '1 pm', '2:30 pm', '4 pm']);
  return [
    {
      fromCandidate: false,
      content: faker.helpers.arrayElement([
        `Hi ${c.candidateFirstName}, thanks for applying for the ${c.jobTitle} role at ${c.companyName}. Your background looks like a great fit. Would you have time for a 30-minute call this week?`,
        `Hello ${c.candidateFirstName}! I'm ${c.employerFirstName}, hiring for the ${c.jobTitle} position. I enjoyed reading your profile and would love to learn more about your recent work.`,
      ]),
    },
    {
      fromCandidate: true,
      content: faker.helpers.arrayElement([
        `Hi ${c.employerFirstName}, thank you for reaching out! I'd be glad to talk. I'm free most afternoons this week.`,
        `Thanks so much, ${c.employerFirstName}. I'm very interested in the role. Happy to find a time that works for you.`,
      ]),
    },
    { fromCandidate: false, content: `Great! How about ${day} at ${hour}? I'll send a video link beforehand.` },
    {
      fromCandidate: true,
      content: faker.helpers.arrayElement([
        `${day} at ${hour} works perfectly. Looking forward to it!`,
        `That works for me. Is there anything you'd like me to prepare?`,
      ]),
    },
    {
      fromCandidate: false,
      content: faker.helpers.arrayElement([
        'Nothing special: just come ready to talk through a project you are proud of. Talk soon!',
        'See you then. Feel free to message me here if anything comes up.',
      ]),
    },
  ];
}

/** A candidate following up on an application that has had no answer yet. */
export function candidateScript(faker: Faker, c: ChatContext): ScriptLine[] {
  return [
    {
      fromCandidate: true,
      content: faker.helpers.arrayElement([
        `Hi ${c.employerFirstName}, I recently applied for the ${c.jobTitle} role and wanted to say how excited I am about ${c.companyName}. Happy to share more about my experience if useful.`,
        `Hello! I applied for the ${c.jobTitle} position last week. Could you tell me a little about the next steps and timeline?`,
      ]),
    },
    {
      fromCandidate: false,
      content: `Hi ${c.candidateFirstName}, thanks for your message. We are reviewing applications this week and will be in touch either way very soon.`,
    },
    { fromCandidate: true, content: 'Thank you, I appreciate the update!' },
  ];
}

const NOTES: Partial<Record<ApplicationStatus, readonly string[]>> = {
  considered: [
    'Strong background, worth a first call.',
    'Good skills match; check salary expectations.',
    'Relevant experience at a similar company.',
  ],
  interview: ['Invite to a video interview with the hiring manager.', 'Screen went well; move to interview.'],
  on_hold: ['Good candidate, but we paused this role until next quarter.', 'Keep warm for the next opening.'],
  rejected: [
    'Not enough experience with our main tools.',
    'Went with a candidate further along in the process.',
    'Salary expectations too far apart.',
  ],
  hired: ['Offer accepted. Start date agreed.'],
};

/** A private note for a move to `status`, or none. */
export function writeReviewNote(faker: Faker, status: ApplicationStatus): string | undefined {
  const notes = NOTES[status];
  return notes && faker.datatype.boolean({ probability: 0.6 }) ? faker.helpers.arrayElement(notes) : undefined;
}

/** What an interview is about. */
export function writeInterviewNotes(faker: Faker, jobTitle: string): string {
  return faker.helpers.arrayElement([
    `Video call with the hiring manager about the ${jobTitle} role.`,
    `Technical conversation with two members of the team, then time for your questions.`,
    `Meet the team: a relaxed conversation about how we work and what you are looking for.`,
  ]);
}
