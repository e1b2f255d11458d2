/**
 * The notification bell: an employer watching the header sees a candidate's application arrive live, reads it in
 * the panel, marks everything read (offline, and it stays read after syncing and a reload) and follows the
 * notification to the applications screen.
 */
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { newUser } from './pages/users.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { MessagePages } from './pages/message-pages.ts';
import { employerWithApplicant } from './pages/applicant-pair.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { RUN } from './pages/run-tag.ts';

test("an employer's bell shows a new application live, marks it read and leads to the applications", async ({ browser }) => {
  const employer = await newUser(browser, 'Employer', 'Erin', 'Hart');
  const employerPages = new EmployerPages(employer.page);
  await employerPages.createCompanyProfile('Northwind Logistics');
  await employerPages.postJob({ title: `Release Engineer ${RUN}`, skills: ['TypeScript', 'Node.js', 'PostgreSQL'] });
  const bell = new NotificationBell(employer.page);
  const shell = new AppShell(employer.page);

  // Nothing yet: the plain bell, no badge, and the empty panel.
  await expect(bell.button).toHaveAccessibleName('Notifications');
  await expect(bell.badge).toBeHidden();
  await bell.open();
  await expect(bell.panel).toContainText('No notifications');
  await expect(bell.panel).toContainText("You're all caught up!");
  await expect(bell.panel.getByRole('button', { name: 'Mark all read' })).toBeHidden();
  await employer.page.keyboard.press('Escape');
  await expect(bell.panel).toBeHidden();

  // A candidate applies; the employer's open dashboard shows it on the bell without a reload.
  const candidate = await newUser(browser, 'Candidate', 'Casey', 'Moreno');
  const candidatePages = new CandidatePages(candidate.page);
  await candidatePages.createProfile(candidate.email);
  await candidatePages.browseJobs();
  await candidatePages.apply(`Release Engineer ${RUN}`, 'I have run Node.js services on PostgreSQL for five years.');

  await expect(bell.badge).toHaveText('1');
  await expect(bell.button).toHaveAccessibleName('Notifications, 1 unread');
  await bell.open();
  const item = bell.item('New Application');
  await expect(item).toBeVisible();
  await expect(item).toContainText('Just now');
  await expect(item.getByRole('button')).toContainText('Unread');
  await employer.page.screenshot({ path: 'test-results/notifications-panel-1280.png' });
  await employer.page.setViewportSize({ width: 360, height: 740 });
  await expect(bell.panel).toBeInViewport({ ratio: 1 });
  await employer.page.screenshot({ path: 'test-results/notifications-panel-360.png' });

  // Offline, 'Mark all read' clears the badge at once; back online it syncs and stays read after a reload.
  await shell.waitUntilOfflineReady();
  await employer.context.setOffline(true);
  await bell.panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell.badge).toBeHidden();
  await expect(bell.button).toHaveAccessibleName('Notifications');
  await expect(bell.panel.getByRole('button', { name: 'Mark all read' })).toBeHidden();
  await expect(item.getByRole('button')).not.toContainText('Unread');
  await employer.context.setOffline(false);
  await shell.expectAllSaved();
  await employer.page.reload();
  await expect(bell.button).toHaveAccessibleName('Notifications');
  await expect(bell.badge).toBeHidden();

  // The notification leads to its page and the panel closes.
  await bell.open();
  await bell.item('New Application').getByRole('button').click();
  await expect(employer.page).toHaveURL(/\/application-tracking$/);
  await expect(bell.panel).toBeHidden();
  await expect(employerPages.applicationRow('Casey Moreno')).toBeVisible();

  await employer.context.close();
  await candidate.context.close();
});

test('ten real messages in one conversation make one unread notification that counts them', async ({ browser }) => {
  const { employer, candidate } = await employerWithApplicant(browser, {
    employer: ['Noor', 'Haddad'],
    company: 'Tidewater Health',
    job: { title: 'Telemetry Data Engineer', skills: ['Python', 'SQL'] },
    candidate: ['Ravi', 'Patel'],
    coverLetter: 'I have built SQL pipelines in Python for four years.',
  });
  const candidateMessages = new MessagePages(candidate.page);
  const candidateUserId = await candidateMessages.myUserId();
  await candidate.page.goto('/candidate-dashboard');
  const bell = new NotificationBell(candidate.page);
  await expect(bell.badge).toBeHidden();

  // The server folds a conversation's messages into one unread notification: the count, the sender, the latest.
  const employerMessages = new MessagePages(employer.page);
  await employerMessages.contact(candidateUserId);
  await employerMessages.send('Question 1 about your application');
  await expect(bell.badge).toHaveText('1');
  for (let i = 2; i <= 10; i++) await employerMessages.send(`Question ${i} about your application`);
  await bell.open();
  const item = bell.item('10 new messages from Noor Haddad');
  await expect(item).toContainText('Question 10 about your application');
  await expect(bell.panel.getByRole('listitem')).toHaveCount(1);
  await expect(bell.badge).toHaveText('1');
  await expect(bell.button).toHaveAccessibleName('Notifications, 1 unread');

  // It opens that conversation.
  await item.getByRole('button').click();
  await expect(candidate.page).toHaveURL(/\/messages\?c=/);
  await expect(bell.badge).toBeHidden();

  await employer.context.close();
  await candidate.context.close();
});
