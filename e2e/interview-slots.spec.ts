/**
 * Issue 51, self-scheduling: the employer offers three times to two applicants (one time on both offers); the
 * first candidate picks it offline and goes online (both then have the .ics), so the second is told on the card
 * itself that it was just taken and picks from what is left; the first asks for another time, the employer
 * reschedules, and the candidate sees the new time; the employer then offers a window instead, which the candidate
 * picks a slot of. The candidate's side runs at 360px.
 */
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { employerWithApplicant } from './pages/applicant-pair.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { InterviewPages, isoOf, localDateTimeInDays, offeredTime, offerTimes, shownStart } from './pages/interview-pages.ts';
import { RUN } from './pages/run-tag.ts';
import { newUser } from './pages/users.ts';
import { subscribeEmployerProfessional } from './pages/video-room-pages.ts';

test('offered times: one pick books a time for everyone, a reschedule reaches the candidate', async ({ browser }) => {
  const jobTitle = `Fleet Planner ${RUN}`;
  const { employer, candidate } = await employerWithApplicant(browser, {
    employer: ['Mira', 'Okafor'],
    company: `Northwind Fleet ${RUN}`,
    job: { title: jobTitle, skills: ['Logistics', 'SQL'] },
    candidate: ['Jonas', 'Berg'],
    coverLetter: 'I plan routes for a living.',
  });
  const second = await newUser(browser, 'Candidate', 'Lena', 'Ortiz');
  const secondPages = new CandidatePages(second.page);
  await secondPages.createProfile(second.email);
  await secondPages.browseJobs();
  await secondPages.apply(jobTitle, 'Routes and spreadsheets are my daily work.');
  await subscribeEmployerProfessional(employer.page);

  const [shared, other, third] = [localDateTimeInDays(3), localDateTimeInDays(4), localDateTimeInDays(5)];
  const employerInterviews = new InterviewPages(employer.page);
  await employerInterviews.open();
  await offerTimes(employer.page, { jobTitle, candidateEmail: candidate.email, times: [shared, other, third] });
  await offerTimes(employer.page, { jobTitle, candidateEmail: second.email, times: [shared, third.replace('T10:30', 'T15:00')] });
  await expect(employerInterviews.card(jobTitle).filter({ hasText: 'Jonas Berg' })).toContainText('Pick a time');

  // The first candidate, on a phone, picks the time both were offered.
  await candidate.page.setViewportSize({ width: 360, height: 740 });
  const mine = new InterviewPages(candidate.page);
  await mine.open();
  const card = mine.card(jobTitle);
  await expect(card.getByRole('list', { name: 'Offered times' }).getByRole('button')).toHaveCount(3);
  // Offline, the pick waits on the device; back online, the server books it.
  await candidate.context.setOffline(true);
  await offeredTime(card, 0).click();
  await expect(card.getByRole('status').filter({ hasText: 'Your pick is on its way' })).toBeVisible();
  await candidate.context.setOffline(false);
  await expect(card).toContainText('Scheduled', { timeout: 30_000 });
  await expect.poll(() => shownStart(card)).toBe(isoOf(shared));
  await expect(card.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await expect(employerInterviews.card(jobTitle).filter({ hasText: 'Jonas Berg' }).getByRole('link', { name: 'Add to calendar' })).toBeVisible({ timeout: 30_000 });
  // Both .ics files, parsed with a calendar library, start at the picked instant (one event, one UID).
  const uids: string[] = [];
  for (const [page, side] of [[candidate.page, card], [employer.page, employerInterviews.card(jobTitle).filter({ hasText: 'Jonas Berg' })]] as const) {
    const href = await side.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.ok()).toBe(true);
    const event = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent('vevent')!;
    expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(isoOf(shared));
    uids.push(String(event.getFirstPropertyValue('uid')));
  }
  expect(uids[0]).toBe(uids[1]);
  expect(await candidate.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The second candidate tries the same time: taken, with what is still free; they pick that.
  const theirs = new InterviewPages(second.page);
  await theirs.open();
  const theirCard = theirs.card(jobTitle);
  await offeredTime(theirCard, 0).click();
  await expect(second.page.getByTestId('refused-draft')).toContainText('That time was just taken. Still free:');
  // The card itself says the time was taken and offers only the time still free.
  await expect(theirCard.getByTestId('slot-taken')).toContainText('was just taken by another booking, so it is not yours. Pick one of the times still free.');
  await expect(theirCard.getByRole('list', { name: 'Offered times' }).getByRole('button')).toHaveCount(1);
  // The refusal names the free time as the candidate reads it (their clock and its zone), never an ISO instant.
  await expect(second.page.getByTestId('refused-draft')).not.toContainText(/\d{4}-\d\d-\d\dT\d\d:/);
  await expect(second.page.getByTestId('refused-draft')).toContainText((await offeredTime(theirCard, 0).innerText()).split(' · ')[0]!);
  await second.page.screenshot({ path: 'e2e/artifacts/interview-slots-taken.png', fullPage: true });
  await second.page.setViewportSize({ width: 360, height: 740 });
  await second.page.screenshot({ path: 'e2e/artifacts/interview-slots-taken-360.png', fullPage: true });
  expect(await second.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await offeredTime(theirCard, 0).click();
  // The new pick answers the refused one: neither the notice nor 'Not sent' stays.
  await expect(second.page.getByTestId('refused-draft')).toHaveCount(0);
  await expect(theirCard).toContainText('Scheduled');
  await expect(theirCard.getByTestId('slot-taken')).toHaveCount(0);
  await expect.poll(() => shownStart(theirCard)).toBe(isoOf(third.replace('T10:30', 'T15:00')));

  // The first candidate asks for another time; the employer sees the note and reschedules.
  await card.getByRole('button', { name: 'Ask for another time' }).click();
  const ask = candidate.page.getByRole('dialog', { name: 'Ask for another time' });
  await ask.getByLabel('Note to the employer (optional)').fill('A dentist visit that morning, sorry.');
  await ask.getByRole('button', { name: 'Ask for Another Time' }).click();
  await expect(card.getByTestId('interview-reply')).toContainText('You asked for another time.');

  const employerCard = employerInterviews.card(jobTitle).filter({ hasText: 'Jonas Berg' });
  await expect(employerCard.getByTestId('interview-reply')).toContainText('Jonas Berg asked for another time.', { timeout: 30_000 });
  await expect(employerCard.getByTestId('interview-reply')).toContainText('A dentist visit that morning, sorry.');
  const moved = localDateTimeInDays(6);
  await employerCard.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = employer.page.getByRole('dialog', { name: 'Reschedule Interview' });
  await dialog.getByLabel('New date and time').fill(moved);
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(employerCard.getByTestId('interview-reply')).toHaveCount(0, { timeout: 30_000 });

  // The candidate's phone shows the new time, the request answered.
  await expect.poll(() => shownStart(card), { timeout: 30_000 }).toBe(isoOf(moved));
  await expect(card.getByTestId('interview-reply')).toHaveCount(0);
  await candidate.page.screenshot({ path: 'e2e/artifacts/interview-slots-rescheduled-360.png', fullPage: true });
  expect(await candidate.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The employer then offers a window instead: cut into slots of the interview's length (60 minutes).
  const windowStart = localDateTimeInDays(7);
  await employerCard.getByRole('button', { name: 'Reschedule' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('New date and time').fill(windowStart);
  await dialog.getByLabel('Or offer a window until').fill(windowStart.replace('T10:30', 'T13:00'));
  await employer.page.screenshot({ path: 'e2e/artifacts/interview-slots-reschedule-window.png' });
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Pick a time', { timeout: 30_000 });
  await expect(card.getByRole('list', { name: 'Offered times' }).getByRole('button')).toHaveCount(2);
  await offeredTime(card, 1).click();
  await expect(card).toContainText('Scheduled', { timeout: 30_000 });
  await expect.poll(() => shownStart(card)).toBe(isoOf(windowStart.replace('T10:30', 'T11:30')));

  await employer.context.close();
  await candidate.context.close();
  await second.context.close();
});
