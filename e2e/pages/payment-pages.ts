/**
 * Paying for a plan as a person does it in test mode: the card form on /checkout or /employer-pricing, the
 * success page that waits for the server, and the subscription section of /settings.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { toastTitled } from './auth-page.ts';

/** Stripe's documented test cards (the server maps them to Stripe's test payment methods). */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** The card form of test mode, inside `scope` (the checkout's Payment card or /employer-pricing's form). */
export class CardForm {
  constructor(
    private readonly page: Page,
    private readonly scope: Locator,
  ) {}

  get testModeLabel() {
    return this.scope.getByText('Test mode, no card is charged', { exact: true });
  }

  field(label: 'Card number' | 'Expiry (MM/YY)' | 'CVC') {
    return this.scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`));
  }

  /** Fill the card and start the trial; a future expiry and any CVC, as Stripe's test cards take. */
  async pay(cardNumber: string) {
    await expect(this.testModeLabel).toBeVisible();
    await this.field('Card number').fill(cardNumber);
    await this.field('Expiry (MM/YY)').fill('12/34');
    await this.field('CVC').fill('123');
    await this.scope.getByRole('button', { name: /^Start \d+-day free trial$/ }).click();
  }

  /** The spec's toast for a declined card, with the provider's message. */
  async expectDeclined(message: string) {
    const failed = toastTitled(this.page, 'Payment Failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(message);
  }
}

export class PaymentPages {
  constructor(private readonly page: Page) {}

  /** /checkout?plan=…, ready for a card. */
  async openCheckout(plan: string) {
    await this.page.goto(`/checkout?plan=${plan}`);
    return this.checkoutCard;
  }

  get checkoutCard() {
    return new CardForm(this.page, this.page.getByRole('region', { name: 'Payment', exact: true }));
  }

  /** /employer-pricing: choose a plan, which opens the inline card form. */
  async chooseEmployerPlan(planName: string) {
    await this.page.getByRole('main').getByRole('button', { name: `Upgrade to ${planName}` }).click();
    return new CardForm(this.page, this.page.getByRole('region', { name: `Pay for ${planName}` }));
  }

  /** /payment-success once the server has the plan: 'Welcome to <plan>!' and its state. */
  async expectPlanConfirmed(planName: string, status = 'Free trial') {
    await expect(this.page).toHaveURL(/\/payment-success\?plan=/);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${planName}!`);
    await expect(this.page.getByTestId('plan-state')).toContainText(status);
  }

  /** What every payment screen says in test mode (features/billing/PaymentModeNotice.tsx). */
  get paymentMode() {
    return this.page.getByTestId('payment-mode');
  }

  /** The current-plan card of /employer-pricing. */
  get employerCurrentPlan() {
    return this.page.getByTestId('current-plan');
  }
}

/** The notice of a server whose payments are simulated (PAYMENTS_MODE=test, or development without Stripe keys). */
export const TEST_MODE_NOTICE = 'Test mode: payments on this server are simulated and no card is charged.';

/** The Subscription section of /settings (or the current-plan card of /employer-pricing: same actions). */
export class SubscriptionPanel {
  constructor(
    private readonly page: Page,
    readonly root: Locator,
  ) {}

  static inSettings(page: Page) {
    return new SubscriptionPanel(page, page.getByTestId('subscription-section'));
  }

  static onEmployerPricing(page: Page) {
    return new SubscriptionPanel(page, page.getByTestId('current-plan'));
  }

  get invoices() {
    return this.root.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
  }

  /** Cancel after confirming; returns the toast, which says until when the plan stays on. */
  async cancel() {
    await this.root.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    const toast = toastTitled(this.page, 'Subscription Cancelled');
    await expect(toast).toBeVisible();
    return toast;
  }

  async resume() {
    await this.root.getByRole('button', { name: 'Resume Subscription' }).click();
    await expect(toastTitled(this.page, 'Subscription Resumed')).toBeVisible();
  }
}

/** How the PWA writes a date ('Mar 5, 2025'), for dates the journey computes itself. */
export function formatShortDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}
