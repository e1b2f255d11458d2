/**
 * What checkout says it will charge: the plan's free trial for someone who never had a paid plan (hasFreeTrial,
 * the rule the server applies when the subscription starts), else the price from today. Every checkout screen
 * (/checkout, the employer pricing page's inline payment) words the offer from here.
 */
import { PLANS, formatPlanPrice, formatPrice, type PaidPlanId } from '@shared/catalog.ts';
import { formatDate } from '../../ui/format-date.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CheckoutTerms {
  withTrial: boolean;
  /** The line under the Checkout heading. */
  headline: string;
  /** The trial badge of the order summary, if there is a trial. */
  badge: string | null;
  dueTodayCents: number;
  nextChargeLabel: string;
  /** Under the order summary's charges. */
  footnote: string;
  /** Above the card form. */
  paymentNote: string;
  /** The employer pricing page's one-line offer. */
  summary: string;
  submitLabel: string;
  /** The description of the toast once the card is taken. */
  startedDescription: string;
}

/** A month on from `now`, as Stripe bills: the same day of the next month (the 31st falls back to its end). */
function nextMonth(now: Date): Date {
  const next = new Date(now);
  next.setDate(1);
  next.setMonth(next.getMonth() + 1);
  const lastDay = new Date(next.getFullYear(), next.getMonth() + 1, 0).getDate();
  next.setDate(Math.min(now.getDate(), lastDay));
  return next;
}

export function checkoutTerms(plan: PaidPlanId, withTrial: boolean, now: Date): CheckoutTerms {
  const info = PLANS[plan];
  const price = formatPlanPrice(plan);
  if (withTrial) {
    return {
      withTrial,
      headline: `Start your ${info.trialDays}-day free trial of ${info.name}.`,
      badge: `${info.trialDays}-day free trial`,
      dueTodayCents: 0,
      nextChargeLabel: `First charge on ${formatDate(new Date(now.getTime() + info.trialDays * DAY_MS).toISOString())}`,
      footnote: `Then ${price} after the trial. No hidden fees; cancel anytime.`,
      paymentNote: 'Your card is charged only when the free trial ends.',
      summary: `${info.trialDays}-day free trial, then ${price}. Your card is charged only when the trial ends.`,
      submitLabel: `Start ${info.trialDays}-day free trial`,
      startedDescription: `Your free trial of ${info.name} has started.`,
    };
  }
  return {
    withTrial,
    headline: `Subscribe to ${info.name}.`,
    badge: null,
    dueTodayCents: info.priceCents,
    nextChargeLabel: `Next charge on ${formatDate(nextMonth(now).toISOString())}`,
    footnote: `Then ${price}. No hidden fees; cancel anytime.`,
    paymentNote: `The free trial is for a first plan, and you have had one: your card is charged ${formatPrice(info.priceCents)} today.`,
    summary: `${price} from today: the free trial is for a first plan, and you have had one.`,
    submitLabel: `Subscribe for ${price}`,
    startedDescription: `Your ${info.name} plan has started.`,
  };
}
