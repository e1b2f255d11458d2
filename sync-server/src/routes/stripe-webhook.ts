/**
 * Stripe's webhook: no session and no same-origin check (Stripe is the caller); the signature over the raw body
 * is the only authentication (middleware/stripe-event.ts). Each event is applied once; 200 tells Stripe to stop.
 */
import { Hono } from 'hono';
import { handleStripeEvent } from '../billing/handle-stripe-event.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { stripeEvent, webhookBodyLimit } from '../middleware/stripe-event.ts';
import { describeRoute } from '../openapi/route-docs.ts';
import { receivedResponseSchema } from '@shared/schemas/api-responses.ts';

export function stripeWebhookRoutes(deps: AppDeps) {
  const billingDeps = { db: deps.database.db, billing: deps.billing, now: deps.now };
  return new Hono<AppEnv>().post(
    '/stripe',
    describeRoute({ summary: 'Stripe events (signed with the webhook secret)', tag: 'Billing', response: receivedResponseSchema, answers: { 200: '`{ received: true }`' } }),
    webhookBodyLimit,
    stripeEvent(deps.billing),
    async (c) => {
      await handleStripeEvent(billingDeps, c.req.valid('json'));
      return c.json({ received: true });
    },
  );
}
