/**
 * The plan choices that reach checkout: `/subscribe?plan=`, `/checkout?plan=` and the subscription call. Only
 * a plan id travels; the price is always read from the catalog by the server, never sent by the client.
 */
import { z } from 'zod';
import { PAID_PLAN_IDS, type PaidPlanId } from '../catalog.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { USER_TYPES } from './common.ts';

/** A paid plan id; anything else is 'Please select a valid subscription plan.' (then back to /pricing). */
export const paidPlanIdSchema = z.enum(PAID_PLAN_IDS as [PaidPlanId, ...PaidPlanId[]], M.invalidPlan);

/** `/checkout?plan=candidate-premium`. */
export const checkoutQuerySchema = z.object({ plan: paidPlanIdSchema });
export type CheckoutQuery = z.infer<typeof checkoutQuerySchema>;

/** `/subscribe?plan=candidate` or `employer`; `SUBSCRIBE_PLAN_TARGETS` says which paid plan each opens. */
export const subscribeQuerySchema = z.object({ plan: z.enum(USER_TYPES, M.invalidPlan) });
export type SubscribeQuery = z.infer<typeof subscribeQuerySchema>;
