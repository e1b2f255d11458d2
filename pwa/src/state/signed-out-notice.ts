/**
 * What the sign-in dialog says after this device was signed out under it (sync/session-ended.ts): why, and what
 * it kept or discarded. Kept in localStorage so a reload still says it; removed when someone signs in.
 */
import { proxy } from 'valtio';
import { signOutReasonSchema, type SignOutReason } from '@shared/schemas/signed-out.ts';

/** The localStorage key: other tabs of the device hear of a forced sign-out by its storage event. */
export const NOTICE_KEY = 'signedOutNotice';

export interface SignedOutNotice {
  userId: string;
  email: string;
  reason: SignOutReason | 'unknown';
  /** Writes not sent, kept as drafts of that user until they sign in again here (or discard them). */
  unsent: number;
  /** Writes not sent that went with a deleted account. */
  discarded: number;
}

/** The notice stored on this device, if any. */
export function readStored(): SignedOutNotice | null {
  try {
    const value = JSON.parse(localStorage.getItem(NOTICE_KEY) ?? 'null') as SignedOutNotice | null;
    if (!value || typeof value.userId !== 'string') return null;
    const reason = signOutReasonSchema.safeParse(value.reason);
    return { ...value, reason: reason.success ? reason.data : 'unknown' };
  } catch {
    return null;
  }
}

export const signedOut = proxy<{ notice: SignedOutNotice | null }>({ notice: typeof localStorage === 'undefined' ? null : readStored() });

/** Say (and remember) that this device was signed out. */
export function setSignedOutNotice(notice: SignedOutNotice | null): void {
  if (notice) localStorage.setItem(NOTICE_KEY, JSON.stringify(notice));
  else localStorage.removeItem(NOTICE_KEY);
  signedOut.notice = notice;
}
