/**
 * The employer's candidate record (issue 19, item 15): from an application's review dialog, from Find Talent and
 * from AI Matching the employer reaches one page with the candidate's profile, the match explanation, every
 * application to them with its history and notes (filterable by job), interviews and messages, and acts from it:
 * moves a status and writes to the candidate, who receives the message. Offline, the record still opens.
 */
import { expect, test } from '@playwright/test';
import { employerWithApplicant } from './pages/applicant-pair.ts';
import { AppShell } from './pages/app-shell.ts';
import { CandidateRecordPage } from './pages/candidate-record-page.ts';
import { MessagePages } from './pages/message-pages.ts';
import { TalentPages } from './pages/talent-pages.ts';
import { RUN } from './pages/run-tag.ts';

// Tagged with the run: a retried try shares the server with its first try's jobs.
const FIRST_JOB = `Harbour Routing Engineer ${RUN}`;
const SECOND_JOB = `Dispatch Platform Developer ${RUN}`;
const NAME = `Marisol Okonkwo-Vanderberg ${RUN}`;

test('an employer opens a candidate record from an application, Find Talent and AI Matching, and acts from it', async ({ browser }) => {
  // Two people sign up, post, apply and write through the UI: on a busy two-core machine this runs near 2 minutes.
  test.slow();
  const { employer, employerPages, candidate, candidatePages } = await employerWithApplicant(browser, {
    employer: ['Ottilie', 'Brandt'],
    company: 'Lighthouse Logistics',
    job: { title: FIRST_JOB, skills: ['TypeScript', 'Node.js', 'PostgreSQL'] },
    candidate: ['Marisol', `Okonkwo-Vanderberg ${RUN}`],
    coverLetter: 'I have routed ferries and trucks for six years and would love to do it with you.',
  });
  await employerPages.postJob({ title: SECOND_JOB, skills: ['Go', 'Kafka'] });
  await new TalentPages(candidate.page).addSkillsAndYears(['TypeScript', 'Node.js', 'PostgreSQL', 'Kafka', 'Docker'], 6);
  await candidatePages.browseJobs();
  await candidatePages.apply(SECOND_JOB, 'Event pipelines are my favourite kind of plumbing.');

  // From the application's review dialog to the record: profile, match, both applications with their history.
  const record = new CandidateRecordPage(employer.page);
  await record.openFromApplication(NAME, FIRST_JOB);
  await expect(record.profile).toContainText('I design and run backend services');
  await expect(employer.page.getByText('Backend developer · Berlin, Germany')).toBeVisible();
  await expect(record.profile).toContainText('6 years');
  await expect(record.matchHeading(FIRST_JOB)).toBeVisible();
  await expect(employer.page.getByText('Has all 3 listed skills.')).toBeVisible();
  await expect(record.application(FIRST_JOB)).toContainText('Pending Review');
  await expect(record.application(SECOND_JOB)).toContainText('Pending Review');

  // Applications filtered by job.
  await record.filterByJob(SECOND_JOB);
  await expect(record.application(SECOND_JOB)).toBeVisible();
  await expect(record.application(FIRST_JOB)).toHaveCount(0);
  await record.filterByJob('All jobs');
  await expect(record.application(FIRST_JOB)).toBeVisible();

  // A status move from the record goes through the pipeline rule and shows in the history and notes.
  await record.moveStatus(SECOND_JOB, 'Under Consideration', 'Strong event-streaming background.');
  const moved = record.application(SECOND_JOB);
  await expect(moved.getByRole('listitem').filter({ hasText: 'Under Consideration' })).toBeVisible();
  await expect(moved).toContainText('Strong event-streaming background.');
  await expect(record.application(FIRST_JOB)).not.toContainText('Under Consideration');

  // A message from the record reaches the candidate.
  await record.sendMessage(NAME, 'Could you walk us through your routing work on Thursday?');
  const candidateMessages = new MessagePages(candidate.page);
  await candidateMessages.open();
  await candidateMessages.conversation('Ottilie Brandt').click();
  await expect(candidateMessages.message('Could you walk us through your routing work on Thursday?')).toBeVisible();

  await record.checkAndScreenshot('candidate-record');

  // The same record from Find Talent and from AI Matching (with the match explained for the card's job).
  await record.openFromFindTalent(NAME);
  await expect(record.application(SECOND_JOB)).toContainText('Under Consideration');
  await record.openFromAiMatching(NAME, SECOND_JOB);
  await expect(record.matchHeading(SECOND_JOB)).toBeVisible();
  await expect(record.messages(NAME)).toContainText('Could you walk us through your routing work on Thursday?');

  // Offline: the record is local data, so it opens from the device.
  await new AppShell(employer.page).waitUntilOfflineReady();
  await employer.context.setOffline(true);
  await employer.page.reload();
  await record.expectOpen(NAME);
  await expect(record.application(SECOND_JOB)).toContainText('Under Consideration');
  await expect(record.profile).toContainText('I design and run backend services');

  await employer.context.close();
  await candidate.context.close();
});
