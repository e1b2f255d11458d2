/** A browser's Web Push subscription as `PushSubscription.toJSON()` gives it, sent to the server for job alerts. */
import { z } from 'zod';

const base64url = z.string().min(16).max(200).regex(/^[A-Za-z0-9_-]+=*$/, 'Expected base64url.');

export const pushSubscriptionRequestSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** Forgetting one of the caller's subscriptions (turning push off on that device). */
export const pushUnsubscribeRequestSchema = z.object({ endpoint: z.url().max(2000) });

/** The query of an alert mail's unsubscribe link. */
export const alertUnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(1000) });
