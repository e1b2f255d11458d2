/**
 * Why a device's session ended, as the live stream tells it in its `signed-out` event before it closes, so the
 * device signs out at once and says why (sync-server/src/replication/stream.ts, pwa/src/sync/live-stream.ts).
 */
import { z } from 'zod';

/** The stream's event that carries a {@link SignedOutEvent}. */
export const SIGNED_OUT_EVENT = 'signed-out';

/** Why a session ended: signed out (here or on another device), the password changed, the account deleted, expired. */
export const signOutReasonSchema = z.enum(['signed_out', 'password_changed', 'account_deleted', 'expired']);
export type SignOutReason = z.infer<typeof signOutReasonSchema>;

/** The data of the `signed-out` event. */
export const signedOutEventSchema = z.object({ reason: signOutReasonSchema });
export type SignedOutEvent = z.infer<typeof signedOutEventSchema>;

/** What a signed-out device says, by reason. */
export const SIGNED_OUT_MESSAGES: Record<SignOutReason | 'unknown', string> = {
  signed_out: 'You were signed out: this session was ended in another tab or on another device.',
  password_changed: 'You were signed out because your password was changed on another device.',
  account_deleted: 'You were signed out because your account was deleted.',
  expired: 'You were signed out because your session expired.',
  unknown: 'You were signed out because your session ended.',
};
