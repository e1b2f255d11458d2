/**
 * The Stripe objects the stand-in keeps, with the fields it reads or writes (others of Stripe's fields are
 * filled with Stripe's defaults when built). Shapes follow the stripe SDK v23 types (API 2026-10-28): billing
 * periods live on subscription items; an invoice names its subscription under `parent.subscription_details`.
 */

export type Metadata = Record<string, string>;

export interface BaseObject {
  id: string;
  object: string;
  created: number;
  livemode: false;
  [key: string]: unknown;
}

export interface ProductObject extends BaseObject {
  object: 'product';
  active: boolean;
  name: string;
  description: string | null;
  metadata: Metadata;
  updated: number;
}

export interface PriceObject extends BaseObject {
  object: 'price';
  active: boolean;
  currency: string;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  recurring: { interval: 'day' | 'week' | 'month' | 'year'; interval_count: number; usage_type: 'licensed' } | null;
  type: 'recurring' | 'one_time';
  unit_amount: number;
}

export interface CustomerObject extends BaseObject {
  object: 'customer';
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Metadata;
  invoice_prefix: string;
  invoice_settings: { default_payment_method: string | null; [key: string]: unknown };
  deleted?: true;
}

export interface PaymentMethodObject extends BaseObject {
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  metadata: Metadata;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: string; country: string; [k: string]: unknown };
}

export type SetupIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'succeeded' | 'canceled';

export interface SetupIntentObject extends BaseObject {
  object: 'setup_intent';
  client_secret: string;
  customer: string | null;
  metadata: Metadata;
  payment_method: string | null;
  status: SetupIntentStatus;
  usage: string;
  last_setup_error: Record<string, unknown> | null;
  cancellation_reason: string | null;
}

export type SubscriptionStatus =
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'unpaid'
  | 'paused';

export interface SubscriptionItemObject extends BaseObject {
  object: 'subscription_item';
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
  price: PriceObject;
  quantity: number;
  subscription: string;
}

export type MissingPaymentMethodBehavior = 'cancel' | 'pause' | 'create_invoice';

export interface SubscriptionObject extends BaseObject {
  object: 'subscription';
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  currency: string;
  customer: string;
  default_payment_method: string | null;
  ended_at: number | null;
  items: { object: 'list'; data: SubscriptionItemObject[]; has_more: false; url: string; total_count: number };
  latest_invoice: string | null;
  metadata: Metadata;
  start_date: number;
  status: SubscriptionStatus;
  trial_end: number | null;
  trial_settings: { end_behavior: { missing_payment_method: MissingPaymentMethodBehavior } };
  trial_start: number | null;
  /** Kept top-level too, as before API 2025-03-31, for callers that still read it there. */
  current_period_start: number;
  current_period_end: number;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';

export interface InvoiceObject extends BaseObject {
  object: 'invoice';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'manual';
  currency: string;
  customer: string;
  customer_email: string | null;
  customer_name: string | null;
  hosted_invoice_url: string;
  lines: { object: 'list'; data: Record<string, unknown>[]; has_more: false; url: string; total_count: number };
  metadata: Metadata;
  next_payment_attempt: number | null;
  number: string;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { metadata: Metadata; subscription: string };
  };
  period_start: number;
  period_end: number;
  status: InvoiceStatus;
  status_transitions: { finalized_at: number | null; paid_at: number | null; voided_at: number | null; marked_uncollectible_at: number | null };
  /** Pre-2025 place of the subscription id, kept for callers that still read it there. */
  subscription: string;
  total: number;
  subtotal: number;
}

export interface EventObject extends BaseObject {
  object: 'event';
  api_version: string;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export type StoredObject =
  | ProductObject
  | PriceObject
  | CustomerObject
  | PaymentMethodObject
  | SetupIntentObject
  | SubscriptionObject
  | InvoiceObject
  | EventObject;

/** Which Stripe word names each object kind in a "No such ..." message. */
export const KIND_NAMES: Record<StoredObject['object'], string> = {
  product: 'product',
  price: 'price',
  customer: 'customer',
  payment_method: 'PaymentMethod',
  setup_intent: 'setupintent',
  subscription: 'subscription',
  invoice: 'invoice',
  event: 'event',
};
