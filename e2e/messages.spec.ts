/**
 * Messages between an employer and a candidate who applied: the employer opens the conversation from a
 * 'Contact' link (/messages?to=…), both write and read live in two browsers, Enter sends and Shift+Enter adds
 * a line, a blank message is refused, the unread count clears on opening, and a message written offline is
 * shown waiting and arrives once the writer is back online.
 */
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { employerWithApplicant } from './pages/applicant-pair.ts';
import { MessagePages } from './pages/message-pages.ts';
import { seriousA11yViolations } from './pages/page-checks.ts';
import { RUN } from './pages/run-tag.ts';

test('an employer and a candidate message each other live, offline too', async ({ browser }) => {
  const { employer, candidate } = await employerWithApplicant(browser, {
    employer: ['Morgan', 'Reyes'],
    company: 'Lighthouse Labs',
    job: { title: `Mobile Engineer ${RUN}`, skills: ['TypeScript', 'React'] },
    candidate: ['Jamie', 'Okafor'],
    coverLetter: 'I build React Native apps and love offline-first design.',
  });

  const employerMessages = new MessagePages(employer.page);
  const candidateMessages = new MessagePages(candidate.page);
  const candidateUserId = await candidateMessages.myUserId();
  await candidateMessages.open();
  await expect(candidate.page.getByText('No conversations yet').first()).toBeVisible();

  // The employer's 'Contact' link opens a new conversation; a blank message is refused, Enter sends.
  await employerMessages.contact(candidateUserId);
  await expect(employer.page.getByRole('heading', { name: 'Jamie Okafor' })).toBeVisible();
  await employerMessages.box.press('Enter');
  await expect(employer.page.getByText('Message cannot be empty')).toBeVisible();
  await employerMessages.send('Hi Jamie, thanks for applying to Mobile Engineer!');
  await expect(employerMessages.message('thanks for applying')).toBeVisible();
  await expect(employer.page).toHaveURL(/\/messages\?c=/);

  // The candidate's open list shows it live, unread; opening it reads it.
  const fromEmployer = candidateMessages.conversation('Morgan Reyes');
  await expect(fromEmployer).toContainText('1 unread');
  await expect(fromEmployer).toContainText('Lighthouse Labs');
  // The navigation's Messages entry counts it too, as the bell counts notifications (issue 52).
  const messagesLink = candidate.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
  await expect(messagesLink).toHaveAccessibleName(/^Messages\s*, 1 unread$/);
  await fromEmployer.click();
  await expect(candidateMessages.message('thanks for applying')).toContainText('Just now');
  await expect(fromEmployer).not.toContainText('unread');
  await expect(messagesLink).toHaveAccessibleName('Messages');

  // Shift+Enter keeps writing on a new line; Enter sends both lines as one message.
  await candidateMessages.send('Thank you!', 'When would suit you for a call?');
  await expect(candidateMessages.box).toHaveValue('');
  const reply = employerMessages.message('When would suit you');
  await expect(reply).toBeVisible();
  await expect(reply.locator('p')).toHaveText(/Thank you!\nWhen would suit you for a call\?/);

  // Offline, the candidate's message waits on the device; back online it arrives live.
  const shell = new AppShell(candidate.page);
  await shell.expectAllSaved();
  await shell.waitUntilOfflineReady();
  await candidate.context.setOffline(true);
  await candidateMessages.send('Writing from the train: Tuesday 10:00 works for me.');
  await expect(candidateMessages.message('Writing from the train')).toContainText('Waiting to send');
  await expect(shell.syncIndicator).toContainText('1 change waiting');
  await expect(employerMessages.message('Writing from the train')).toHaveCount(0);
  await candidate.context.setOffline(false);
  await expect(employerMessages.message('Writing from the train')).toBeVisible();
  await expect(candidateMessages.message('Writing from the train')).not.toContainText('Waiting to send');
  await shell.expectAllSaved();

  // Search by the other person's company and by the last message.
  await candidate.page.goto('/messages');
  await candidateMessages.search('lighthouse');
  await expect(candidateMessages.conversation('Morgan Reyes')).toBeVisible();
  await candidateMessages.search('no such words');
  await expect(candidate.page.getByText(/No conversations match/)).toBeVisible();
  await candidateMessages.search('');

  // Screens at a desk and on a phone (list and conversation take turns there, with a back button).
  await employer.page.setViewportSize({ width: 1280, height: 800 });
  await employer.page.screenshot({ path: 'e2e/artifacts/messages-1280.png' });
  expect(await seriousA11yViolations(employer.page)).toEqual([]);
  await candidate.page.setViewportSize({ width: 360, height: 740 });
  await candidate.page.screenshot({ path: 'e2e/artifacts/messages-list-360.png' });
  await candidateMessages.conversation('Morgan Reyes').click();
  await expect(candidateMessages.list).toBeHidden();
  await candidate.page.screenshot({ path: 'e2e/artifacts/messages-thread-360.png' });
  expect(await seriousA11yViolations(candidate.page)).toEqual([]);
  await candidate.page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(candidateMessages.list).toBeVisible();

  await employer.context.close();
  await candidate.context.close();
});
