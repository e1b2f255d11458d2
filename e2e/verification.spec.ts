/**
 * The two checks the server makes itself, as people meet them. Company e-mail: the form's own message beside
 * the field, the button waiting for a connection offline, the code mailed to a real SMTP server, a wrong code
 * refused, the right one turning the check verified, the progress moving and a notification on the bell.
 * Reference: the request mailed to the reference, who opens the link without an account, confirms, and finds
 * the link spent; the candidate's open page and bell follow live.
 */
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './pages/auth-page.ts';
import { waitForCode, waitForMail } from './pages/mailbox.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { checkedScreenshots } from './pages/page-checks.ts';
import { newUser } from './pages/users.ts';

test('a candidate confirms their company e-mail with the mailed code; status, progress and bell follow', async ({ browser }) => {
  const { page, context } = await newUser(browser, 'Candidate', 'Noor', 'Haddad');
  await page.goto('/id-verification');
  await page.getByRole('tab', { name: 'Email' }).click();
  const panel = page.getByRole('tabpanel');
  const send = panel.getByRole('button', { name: 'Send Verification Code' });

  await send.click();
  await expect(panel.getByRole('textbox', { name: 'Company email' })).toHaveAccessibleDescription(/Please provide your company email and company name\./);

  await context.setOffline(true);
  await expect(send).toBeDisabled();
  await expect(panel.getByText('You are offline. Sending a verification code needs a connection', { exact: false })).toBeVisible();
  await context.setOffline(false);
  await expect(send).toBeEnabled();

  const companyEmail = uniqueEmail('noor.haddad');
  await panel.getByRole('textbox', { name: 'Company email' }).fill(companyEmail);
  await panel.getByRole('textbox', { name: 'Company name' }).fill('Meridian Cargo');
  const since = Date.now();
  await send.click();
  await expect(page.getByText('Verification Email Sent', { exact: true })).toBeVisible();
  await expect(panel.getByText('Pending review', { exact: true })).toBeVisible();
  await expect(panel.getByText(`We sent a 6-digit code to ${companyEmail}.`, { exact: false })).toBeVisible();
  await expect(panel.getByText(/^Resend code in \d+s$/)).toBeVisible();
  const code = await waitForCode(companyEmail, since);

  const codeBox = panel.getByRole('textbox', { name: 'Verification code' });
  // The box takes digits only (spec: 'Input limited to 6 digits'), so a letter never reaches the form.
  await codeBox.fill('12a456');
  await expect(codeBox).toHaveValue('12456');
  await panel.getByRole('button', { name: 'Verify Email' }).click();
  await expect(codeBox).toHaveAccessibleDescription(/Verification code must be 6 digits/);
  await codeBox.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await panel.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Verification failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid or expired code', { exact: true })).toBeVisible();
  await checkedScreenshots(page, 'verification-email-code');

  await codeBox.fill(code);
  await panel.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Email Verified!', { exact: true })).toBeVisible();
  // The new status arrives through replication: the badge, the date, the progress; the form is gone.
  await expect(panel.getByText('Verified', { exact: true })).toBeVisible();
  await expect(panel.getByText(/^Verified on /)).toBeVisible();
  await expect(codeBox).toBeHidden();
  await expect(page.getByText('1 of 3 checks verified')).toBeVisible();

  const bell = new NotificationBell(page);
  await expect(bell.badge).toHaveText('1');
  await bell.open();
  await expect(bell.item('Company Email Verified')).toContainText(`${companyEmail} is confirmed as your work email at Meridian Cargo.`);
  await context.close();
});

test('a reference confirms through the mailed link, without an account; the candidate sees it live', async ({ browser }) => {
  const { page, context } = await newUser(browser, 'Candidate', 'Tomas', 'Lindqvist');
  await page.goto('/id-verification');
  await page.getByRole('tab', { name: 'Reference' }).click();
  const panel = page.getByRole('tabpanel');
  const send = panel.getByRole('button', { name: 'Send Reference Request' });
  await send.click();
  await expect(panel.getByRole('textbox', { name: 'Reference name' })).toHaveAccessibleDescription(/Please fill in all required reference fields\./);

  const referenceEmail = uniqueEmail('ines.moreau');
  await panel.getByRole('textbox', { name: 'Reference name' }).fill('Ines Moreau');
  await panel.getByRole('textbox', { name: 'Reference email' }).fill(referenceEmail);
  await panel.getByRole('textbox', { name: 'Company', exact: true }).fill('Baltic Rail Systems');
  await panel.getByRole('combobox', { name: 'Relationship' }).selectOption('team_lead');
  await panel.getByRole('textbox', { name: 'Work description' }).fill('Rebuilt the timetable planner together in 2024.');
  const since = Date.now();
  await send.click();
  await expect(page.getByText('Reference Request Sent', { exact: true })).toBeVisible();
  await expect(panel.getByText('Pending review', { exact: true })).toBeVisible();
  await expect(panel).toContainText(`Waiting for Ines Moreau (${referenceEmail}) to answer.`);

  const mail = await waitForMail(referenceEmail, since);
  expect(mail.subject).toBe('Tomas Lindqvist asked you to confirm your work together');
  const link = /https?:\/\/\S+\/reference-check\?token=[\w-]+/.exec(mail.text)![0];

  // The reference: a browser of their own, never signed in.
  const referenceContext = await browser.newContext();
  const referencePage = await referenceContext.newPage();
  await referencePage.goto(link);
  await expect(referencePage.getByRole('heading', { level: 1 })).toHaveText('Confirm a reference');
  await expect(referencePage.getByText('named you as a professional reference')).toContainText('Tomas Lindqvist');
  await expect(referencePage.getByText('Baltic Rail Systems')).toBeVisible();
  await expect(referencePage.getByText('Team Lead')).toBeVisible();
  await expect(referencePage.getByText('Rebuilt the timetable planner together in 2024.')).toBeVisible();
  await checkedScreenshots(referencePage, 'reference-check');
  await referencePage.getByRole('button', { name: 'Confirm' }).click();
  await expect(referencePage.getByText('Thank you, Ines Moreau.', { exact: true })).toBeVisible();
  await referencePage.reload();
  await expect(referencePage.getByText('This reference link is invalid, has expired or was already answered.')).toBeVisible();
  await referenceContext.close();

  // The candidate's open page follows without a reload.
  await expect(panel.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 3 checks verified')).toBeVisible();
  const bell = new NotificationBell(page);
  await expect(bell.badge).toHaveText('1');
  await bell.open();
  await expect(bell.item('Reference Confirmed')).toContainText('Ines Moreau confirmed your work together at Baltic Rail Systems.');
  await context.close();
});
