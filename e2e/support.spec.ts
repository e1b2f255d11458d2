/**
 * Support agents (issue 15): a user chats with support from /support and an agent answers live from the
 * /admin-chat console, then resolves the chat, which can no longer be answered; a message written offline reaches
 * the agent after reconnecting; an agent approves an ID document and the candidate's screen changes live; and
 * /admin-chat stays a 404 for everyone else.
 */
import { expect, test } from '@playwright/test';
import { TINY_PNG, IdVerificationPage } from './pages/file-pages.ts';
import { AppShell } from './pages/app-shell.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { screenshotBothWidths, checkedScreenshots } from './pages/page-checks.ts';
import { RUN } from './pages/run-tag.ts';
import { SupportChatPage, SupportConsolePage, newAgent } from './pages/support-pages.ts';
import { newUser } from './pages/users.ts';

test('a user chats with support, the agent answers live and resolves the chat', async ({ browser }) => {
  const user = await newUser(browser, 'Candidate', 'Nora', `Quill${RUN}`);
  const agent = await newAgent(browser);
  const chat = new SupportChatPage(user.page);
  const console_ = new SupportConsolePage(agent.page);

  // Signed out, 'Chat with us' asks to sign in first: checked on a fresh context below; here the user opens it.
  await chat.open();
  await chat.send(`My invoice is missing ${RUN}`);
  await expect(chat.status).toHaveText('Waiting for an agent');

  await console_.open();
  const row = console_.rowOf(user.email);
  await expect(row).toContainText('Waiting');
  await expect(row).toContainText(`My invoice is missing ${RUN}`);
  await expect(row.getByLabel('1 unread')).toBeVisible();
  await expect(agent.page.getByRole('tab', { name: /Chats/ })).toContainText(/\d+/);
  await expect(agent.page.getByTestId('support-console-link')).toContainText(/Support console\s*\d+/);
  await console_.filter('Waiting');
  await expect(row).toBeVisible();
  await console_.filter('Closed');
  await expect(row).toBeHidden();
  await console_.filter('All');
  await row.click();
  await expect(console_.log).toContainText(`My invoice is missing ${RUN}`);
  await console_.answer(`We are on it ${RUN}`);

  // The answer arrives live and the session is active for both.
  await expect(chat.log).toContainText(`We are on it ${RUN}`);
  await expect(chat.status).toHaveText('An agent is answering');
  await expect(row).toContainText('Active');
  await chat.send(`Thanks ${RUN}`);
  // A chat under way opens by itself on /support (where the answer's notification leads).
  await user.page.goto('/support');
  await expect(chat.log).toContainText(`We are on it ${RUN}`);
  await expect(console_.log).toContainText(`Thanks ${RUN}`);
  await checkedScreenshots(agent.page, 'support/console-active');

  await agent.page.getByRole('button', { name: 'Mark as Resolved' }).click();
  await expect(row).toContainText('Closed');
  await expect(agent.page.getByTestId('support-closed-note')).toBeVisible();
  await expect(agent.page.getByLabel(/Message to/)).toBeHidden();
  await expect(agent.page.getByRole('button', { name: 'Mark as Resolved' })).toBeHidden();
  await expect(chat.status).toHaveText('Resolved. Write again to start a new chat.');
  await checkedScreenshots(user.page, 'support/user-resolved');

  // Writing again opens a new session, waiting again.
  await chat.send(`One more thing ${RUN}`);
  await expect(chat.status).toHaveText('Waiting for an agent');
  await expect(chat.log).not.toContainText(`We are on it ${RUN}`);
  await console_.filter('Waiting');
  await expect(console_.rowOf(user.email)).toContainText(`One more thing ${RUN}`);
  await console_.filter('Closed');
  await expect(console_.rowOf(user.email)).toContainText(`Thanks ${RUN}`);

  // The user was told of the answer; the notification leads back to the chat.
  await user.page.goto('/candidate-dashboard');
  const bell = new NotificationBell(user.page);
  await bell.open();
  await bell.item(`We are on it ${RUN}`).click();
  await expect(user.page).toHaveURL(/\/support/);
  await expect(chat.log).toContainText(`One more thing ${RUN}`);

  await Promise.all([user.context.close(), agent.context.close()]);
});

test('a message written offline reaches the agent after reconnecting', async ({ browser }) => {
  const user = await newUser(browser, 'Employer', 'Omar', `Vale${RUN}`);
  const agent = await newAgent(browser);
  const chat = new SupportChatPage(user.page);
  await chat.open();
  await new AppShell(user.page).waitUntilOfflineReady();

  await user.context.setOffline(true);
  await chat.send(`Written offline ${RUN}`);
  await expect(chat.log).toContainText('Waiting to send');
  await screenshotBothWidths(user.page, 'support/user-offline');
  const console_ = new SupportConsolePage(agent.page);
  await console_.open();
  await expect(console_.rowOf(user.email)).toHaveCount(0);

  await user.context.setOffline(false);
  await expect(console_.rowOf(user.email)).toContainText(`Written offline ${RUN}`);
  await expect(console_.rowOf(user.email)).toContainText('Waiting');
  await expect(chat.log).not.toContainText('Waiting to send');
  await Promise.all([user.context.close(), agent.context.close()]);
});

test('an agent approves an ID document and the candidate sees it verified live', async ({ browser }) => {
  const candidate = await newUser(browser, 'Candidate', 'Ida', `Reyes${RUN}`);
  await new IdVerificationPage(candidate.page).submit(
    { firstName: 'Ida', lastName: `Reyes${RUN}`, dateOfBirth: '1991-02-03' },
    { name: 'passport.png', mimeType: 'image/png', buffer: TINY_PNG },
  );
  const panel = candidate.page.getByRole('tabpanel');
  await expect(panel.getByText('Pending review', { exact: true })).toBeVisible();
  await expect(candidate.page.getByText(/^0 of \d+ checks verified$/)).toBeVisible();

  const agent = await newAgent(browser);
  const console_ = new SupportConsolePage(agent.page);
  await console_.open();
  await console_.openIdReviews();
  const review = console_.reviewOf(candidate.email);
  await expect(review).toContainText(`Ida Reyes${RUN}`);
  await expect(review).toContainText('Passport');
  await review.getByRole('button', { name: 'Review' }).click();
  const dialog = agent.page.getByRole('dialog');
  const image = dialog.getByRole('img', { name: 'Submitted ID document' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // A rejection needs a reason; nothing is decided without one.
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription(/reason/i);
  await checkedScreenshots(agent.page, 'support/id-review');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(review).toHaveCount(0);
  // Other people's identity documents never stay on the agent's device.
  const cached = await agent.page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
    return urls.filter((url) => new URL(url).pathname.startsWith('/api/support'));
  });
  expect(cached).toEqual([]);

  await expect(panel.getByText('Verified', { exact: true })).toBeVisible();
  await expect(candidate.page.getByText(/^1 of \d+ checks verified$/)).toBeVisible();
  await Promise.all([candidate.context.close(), agent.context.close()]);
});

test('/admin-chat is a 404 for a user who is not an agent, and signed-out chat asks to sign in', async ({ browser }) => {
  const user = await newUser(browser, 'Candidate', 'Pia', `Lund${RUN}`);
  await user.page.goto('/admin-chat');
  await expect(user.page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(user.page.getByTestId('support-console-link')).toHaveCount(0);
  const reviews = await user.page.evaluate(async () => (await fetch('/api/support/id-reviews')).status);
  expect(reviews).toBe(404);
  await user.context.close();

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto('/support');
  await page.getByRole('link', { name: 'Chat with us' }).click();
  await expect(page).toHaveURL(/\?auth=signin&next=%2Fsupport%3Fchat%3Dopen$/);
  await expect(page.getByRole('dialog').getByText('Please sign in to open the support chat.')).toBeVisible();
  await visitor.close();
});
