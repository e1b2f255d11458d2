/**
 * Every validation message of spec section 5 on the sign-in and sign-up forms, shown beside its field: each
 * message is checked as the field's accessible description (the Field links its error to the control).
 */
import { expect, test, type Page } from '@playwright/test';
import { AuthPage, input, uniqueEmail } from './pages/auth-page.ts';
import { useFreshClientAddress } from './pages/client-address.ts';
import { JoinPage } from './pages/join-page.ts';
import { waitForCode } from './pages/mailbox.ts';
import { PatternPage } from './pages/pattern-page.ts';

test.beforeEach(({ context }) => useFreshClientAddress(context));

type Check = readonly [field: string, value: string, message: string];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fill each field with its bad value, submit, and find the message beside that field. */
async function expectMessages(page: Page, submit: string, checks: readonly Check[]) {
  for (const [field, value, message] of checks) {
    await input(page, field).fill(value);
    await page.getByRole('button', { name: submit, exact: true }).click();
    await expect(input(page, field), `${field} = "${value}"`).toHaveAccessibleDescription(new RegExp(escape(message)));
  }
}

/** The account type group's own message. */
async function expectAccountTypeMessage(page: Page, legend: string) {
  await expect(page.getByRole('radiogroup', { name: legend })).toHaveAccessibleDescription('Please choose an account type');
}

const newPassword = (field = 'Password'): Check[] => [
  [field, 'Ab1', 'Password must be at least 8 characters'],
  [field, `Abcdefgh1${'x'.repeat(56)}`, 'Password must not exceed 64 characters'],
  [field, 'abcdefg12', 'Password must contain at least one capital letter'],
  [field, 'Abcdefghi', 'Password must contain at least one number'],
];
const names: Check[] = [
  ['First name', 'A', 'First name must be at least 2 characters'],
  ['Last name', ' B ', 'Last name must be at least 2 characters'],
];
// A letter never gets into a code box (spec: 'Input limited to 6 digits'): '12a456' is left as 12456.
const code: Check[] = [
  ['Verification code', '123', 'Verification code must be 6 digits'],
  ['Verification code', '12a456', 'Verification code must be 6 digits'],
];
const pleaseEmail: Check = ['Email', 'not-an-email', 'Please enter a valid email address'];

test('landing dialogs: sign-up, code and sign-in', async ({ page }) => {
  await page.goto('/?auth=signup');
  await expectMessages(page, 'Send Verification Code', [...names, ['Email', 'jane@', 'Invalid email address'], ...newPassword()]);
  await expectAccountTypeMessage(page, 'I am a');

  const email = uniqueEmail('valid-landing');
  await input(page, 'First name').fill('Jane');
  await input(page, 'Last name').fill('Okoro');
  await input(page, 'Email').fill(email);
  await input(page, 'Password').fill('Passw0rdX');
  await page.getByRole('radio', { name: 'Candidate' }).check();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expectMessages(page, 'Verify and Create Account', [
    ['Verification code', '12345', 'OTP must be exactly 6 digits'],
    ['Verification code', 'abcdef', 'OTP must be exactly 6 digits'],
  ]);
  await expect(input(page, 'Verification code')).toHaveValue('');

  await page.goto('/?auth=signin');
  await expectMessages(page, 'Sign In', [['Email', 'x@y', 'Invalid email address'], ['Password', '', 'Password is required']]);
});

test('/auth: magic link, email code, Check Your Email, password and Complete Your Profile', async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.open();
  await expectMessages(page, 'Send Magic Link', [pleaseEmail]);
  await page.getByRole('tab', { name: 'Password' }).click();
  await expectMessages(page, 'Sign In', [pleaseEmail, ['Password', '', 'Password is required']]);

  const email = uniqueEmail('valid-auth');
  await page.getByRole('tab', { name: 'Email Code' }).click();
  await expectMessages(page, 'Send Verification Code', [pleaseEmail]);
  const sent = await auth.requestCode(email);
  await expectMessages(page, 'Verify Code', code);
  await auth.enterCode(sent);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await expectMessages(page, 'Create Account', [...names, ...newPassword()]);
  await expectAccountTypeMessage(page, 'Account type');
});

test('join flow: phone, e-mail, code, details and sign-in', async ({ page }) => {
  const join = new JoinPage(page);
  await join.open();
  await page.getByRole('button', { name: 'Continue with phone' }).click();
  await expectMessages(page, 'Send code', [
    ['Phone number', '555 123', 'Phone number must be at least 10 digits'],
    ['Phone number', '555-123-4567x', 'Please enter a valid phone number'],
  ]);
  await join.back();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectMessages(page, 'Sign In', [pleaseEmail, ['Password', '', 'Password is required']]);
  await join.back();
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expectMessages(page, 'Send code', [pleaseEmail]);
  await join.back();

  const email = uniqueEmail('valid-join');
  const since = Date.now();
  await join.sendCode({ email });
  await expectMessages(page, 'Verify', code);
  await join.verify(await waitForCode(email, since));
  await expect(page.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
  await expectMessages(page, 'Create Account', [...names, ...newPassword()]);
  await expectAccountTypeMessage(page, 'Account type');
});

test('pattern screen: e-mail and account type', async ({ page }) => {
  const pattern = new PatternPage(page);
  await pattern.open();
  await pattern.button('Start Creating Pattern').click();
  await pattern.draw([1, 2, 3, 4]);
  await pattern.button('Next: Confirm Pattern').click();
  await pattern.draw([1, 2, 3, 4]);
  await expectMessages(page, 'Complete Registration', [pleaseEmail]);
  await expectAccountTypeMessage(page, 'Account type');

  await page.getByRole('button', { name: 'Already have an account? Login' }).click();
  await pattern.draw([1, 2, 3, 4]);
  await expectMessages(page, 'Login', [pleaseEmail]);
});
