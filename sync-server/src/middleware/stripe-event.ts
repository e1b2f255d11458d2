/**
 * The Stripe webhook's body: read raw (the signature covers the exact bytes), verified with the webhook signing
 * secret, and handed on as the event. A missing or forged signature is refused here, before anything reads the
 * event, so it can change nothing.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type Stripe from 'stripe';
import type { Billing } from '../billing/billing.ts';
import type { AppEnv } from '../context.ts';
import { httpError } from '../http-error.ts';
import { documented } from '../openapi/route-docs.ts';

/** Stripe's events are a few kB; anything near this is not one. */
export const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** Counts streamed bytes too, so a body without Content-Length cannot slip past before the raw read. */
export const webhookBodyLimit = documented<MiddlewareHandler<AppEnv>>(
  bodyLimit({
    maxSize: WEBHOOK_BODY_LIMIT,
    onError: (c) => c.json({ error: { code: 'payload_too_large', message: 'The request body is too large.' } }, 413),
  }),
  { answers: { 413: 'The body is over 512 KiB' } },
);

export function stripeEvent(billing: Billing) {
  const middleware = createMiddleware<AppEnv, string, { out: { json: Stripe.Event } }>(async (c, next) => {
    const signature = c.req.header('stripe-signature');
    if (!signature) httpError(400, 'invalid_signature', 'Missing Stripe-Signature header.');
    // The exact bytes: a text round trip would alter invalid UTF-8 and so the signed payload.
    const payload = Buffer.from(await c.req.arrayBuffer());
    const { stripe, webhookSecret } = await billing.connect();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(payload, signature!, webhookSecret);
    } catch {
      return httpError(400, 'invalid_signature', 'The Stripe signature does not match this body.');
    }
    if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object' || !event.data.object) {
      httpError(400, 'invalid', 'Not a Stripe event.');
    }
    c.req.addValidatedData('json', event as unknown as object);
    await next();
  });
  return documented(middleware, {
    answers: { 400: 'Missing or forged Stripe-Signature, or not an event: `invalid_signature` / `invalid`' },
  });
}
