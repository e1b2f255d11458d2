/**
 * Subscription invoices: open one for a period (finalized at once, as charge_automatically subscriptions do) and
 * collect it from a card. Which status the subscription takes afterwards is the billing cycle's business.
 */
import type { Actor } from './actor.ts';
import { chargeDeclineOf } from './payment-methods.ts';
import type { InvoiceObject, SubscriptionObject } from './objects.ts';
import type { StandIn } from './stand-in.ts';
import { get, newId, put } from './store.ts';
import type { CardDecline } from './test-cards.ts';

export interface InvoiceDraft {
  reason: InvoiceObject['billing_reason'];
  /** The period the lines bill (the new service period). */
  serviceStart: number;
  serviceEnd: number;
  /** Stripe's invoice period: the usage period before the invoice (equal start and end for a first invoice). */
  periodStart: number;
  periodEnd: number;
  isTrial: boolean;
}

/** Create, finalize and (for $0) settle an invoice; emits invoice.created and invoice.finalized. */
export function openInvoice(standIn: StandIn, sub: SubscriptionObject, draft: InvoiceDraft, actor: Actor): InvoiceObject {
  const customer = get(standIn.state, 'customer', sub.customer);
  const sequence = (standIn.state.invoiceCounters[customer.id] ?? 0) + 1;
  standIn.state.invoiceCounters[customer.id] = sequence;
  const id = newId('in');
  const lines = sub.items.data.map((item) => {
    const amount = draft.isTrial ? 0 : item.price.unit_amount * item.quantity;
    const productName = productNameOf(standIn, item.price.product);
    return {
      id: newId('il'),
      object: 'line_item',
      amount,
      currency: item.price.currency,
      description: draft.isTrial
        ? `Trial period for ${productName}`
        : `${item.quantity} × ${productName} (at ${formatMoney(item.price.unit_amount, item.price.currency)} / ${item.price.recurring?.interval ?? 'month'})`,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: id,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: null,
          proration: false,
          proration_details: { credited_items: null },
          subscription: sub.id,
          subscription_item: item.id,
        },
      },
      period: { start: draft.serviceStart, end: draft.serviceEnd },
      pricing: {
        type: 'price_details',
        price_details: { price: item.price.id, product: item.price.product },
        unit_amount_decimal: String(draft.isTrial ? 0 : item.price.unit_amount),
      },
      quantity: item.quantity,
    };
  });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const invoice: InvoiceObject = {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Test mode',
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    billing_reason: draft.reason,
    collection_method: 'charge_automatically',
    created: actor.at,
    currency: sub.currency,
    customer: customer.id,
    customer_email: customer.email,
    customer_name: customer.name,
    default_payment_method: null,
    description: null,
    due_date: null,
    effective_at: actor.at,
    hosted_invoice_url: `${standIn.url()}/invoices/${id}`,
    invoice_pdf: null,
    lines: { object: 'list', data: lines, has_more: false, total_count: lines.length, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { ...sub.metadata }, subscription: sub.id },
    },
    period_start: draft.periodStart,
    period_end: draft.periodEnd,
    status: 'open',
    status_transitions: { finalized_at: actor.at, paid_at: null, voided_at: null, marked_uncollectible_at: null },
    subscription: sub.id,
    subtotal: total,
    total,
  };
  put(standIn.state, invoice);
  sub.latest_invoice = invoice.id;
  standIn.emit('invoice.created', { ...invoice, status: 'draft' } as InvoiceObject, actor);
  standIn.emit('invoice.finalized', invoice, actor);
  if (total === 0) markPaid(standIn, invoice, actor);
  return invoice;
}

export type Collection = { isPaid: true } | { isPaid: false; decline: CardDecline | null };

/**
 * Charge the invoice to `paymentMethodId` (none: the attempt fails for want of a card). On failure the invoice
 * stays open with `next_payment_attempt = retryAt` and invoice.payment_failed is emitted.
 */
export function collectInvoice(
  standIn: StandIn,
  invoice: InvoiceObject,
  paymentMethodId: string | null,
  retryAt: number | null,
  actor: Actor,
): Collection {
  if (invoice.status === 'paid') return { isPaid: true };
  invoice.attempt_count += 1;
  invoice.attempted = true;
  const decline = paymentMethodId ? chargeDeclineOf(standIn, paymentMethodId) : undefined;
  if (paymentMethodId && !decline) {
    invoice.default_payment_method = paymentMethodId;
    markPaid(standIn, invoice, actor);
    return { isPaid: true };
  }
  invoice.next_payment_attempt = retryAt;
  standIn.emit('invoice.payment_failed', invoice, actor);
  return { isPaid: false, decline: decline ?? null };
}

function markPaid(standIn: StandIn, invoice: InvoiceObject, actor: Actor): void {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = actor.at;
  standIn.emit('invoice.paid', invoice, actor);
  standIn.emit('invoice.payment_succeeded', invoice, actor);
}

/** Give up on an open invoice (its subscription ended unpaid or expired). */
export function closeUnpaidInvoice(standIn: StandIn, invoiceId: string | null, status: 'void' | 'uncollectible', actor: Actor): void {
  if (!invoiceId) return;
  const invoice = get(standIn.state, 'invoice', invoiceId);
  if (invoice.status !== 'open') return;
  invoice.status = status;
  invoice.next_payment_attempt = null;
  if (status === 'void') invoice.status_transitions.voided_at = actor.at;
  else invoice.status_transitions.marked_uncollectible_at = actor.at;
  standIn.emit(status === 'void' ? 'invoice.voided' : 'invoice.marked_uncollectible', invoice, actor);
}

function productNameOf(standIn: StandIn, productId: string): string {
  const product = standIn.state.objects[productId];
  return product && product.object === 'product' ? product.name : productId;
}

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}
