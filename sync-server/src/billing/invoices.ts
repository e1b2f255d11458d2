/** The user's Stripe invoices as /settings lists them, newest first, each with Stripe's hosted page. */
import type Stripe from 'stripe';
import type { Invoice } from '@shared/schemas/billing.ts';

/** How many invoices the list shows: two years of monthly billing. */
const INVOICE_LIMIT = 24;

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** One invoice; a subscription invoice's period is its line's (the invoice's own period is the one before). */
export function toInvoice(invoice: Stripe.Invoice): Invoice {
  const line = invoice.lines?.data?.[0]?.period;
  return {
    id: invoice.id!,
    number: invoice.number ?? null,
    status: invoice.status ?? 'draft',
    amountDueCents: invoice.amount_due,
    amountPaidCents: invoice.amount_paid,
    currency: invoice.currency,
    created: iso(invoice.created),
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    periodStart: iso(line?.start ?? invoice.period_start),
    periodEnd: iso(line?.end ?? invoice.period_end),
  };
}

/** The customer's invoices, newest first. */
export async function listInvoices(stripe: Stripe, customerId: string): Promise<Invoice[]> {
  const { data } = await stripe.invoices.list({ customer: customerId, limit: INVOICE_LIMIT });
  return data
    .filter((invoice) => invoice.status !== 'draft')
    .map(toInvoice)
    .sort((a, b) => b.created.localeCompare(a.created));
}
