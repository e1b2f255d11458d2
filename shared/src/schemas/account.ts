/**
 * The signed-in user's own account document: identity, role, plan and usage. One per user, id = user id.
 * Written only by the server (sign-up, settings, payments); the device reads it to show plan and usage offline.
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema, userTypeSchema } from './common.ts';
import { PLAN_IDS } from './enum-values.ts';
import { savedSearchListSchema, timeZoneSchema } from './saved-search.ts';

export { PLAN_IDS };
/** A plan id. */
export const planIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof planIdSchema>;

/** Subscription states, following the payment provider's lifecycle. */
export const SUBSCRIPTION_STATUSES = ['free', 'trialing', 'active', 'past_due', 'canceled'] as const;
/** A subscription status. */
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** Which events a user wants to be told about (settings screen). */
export const notificationPrefsSchema = z.object({
  application: z.boolean(),
  message: z.boolean(),
  interview: z.boolean(),
  payment: z.boolean(),
  other: z.boolean(),
});

/** The account document. */
export const accountSchema = z.object({
  id: idSchema,
  email: z.string().max(254),
  userType: userTypeSchema,
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  phone: z.string().max(32).optional(),
  plan: planIdSchema,
  subscriptionStatus: subscriptionStatusSchema,
  /** Premium until this instant (end of trial or paid period); absent for free accounts. */
  currentPeriodEnd: isoDateTimeSchema.optional(),
  /** True when a cancelled subscription runs to the end of its period and then stops. */
  cancelAtPeriodEnd: z.boolean(),
  notificationPrefs: notificationPrefsSchema,
  /** True for a support agent (set by the server's support-agent command or setting, never by the device). */
  isSupportAgent: z.boolean().optional(),
  /** A candidate's saved searches with their alerts (saved-search.ts); absent until the first is saved. */
  savedSearches: savedSearchListSchema.optional(),
  /** The user's IANA time zone, set from the device; daily and weekly alerts go at 08:00 there. */
  timeZone: timeZoneSchema.optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Account = z.infer<typeof accountSchema>;

/** The user object the `/api/auth/*` endpoints answer and the browser caches under `currentUser`. */
export const currentUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  userType: userTypeSchema,
  firstName: z.string(),
  lastName: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
