/**
 * A candidate withdrawing an application (decisions.md): one rule for both runtimes. The device applies it at
 * once, offline too, and the server applies it again, with authority, before storing.
 */
import { WITHDRAW_TEXTS } from '../messages.ts';
import type { Application } from '../schemas/application.ts';

/** The fields a withdrawal sets. */
export type WithdrawnFields = Pick<Application, 'status' | 'statusHistory'> & Partial<Pick<Application, 'withdrawReason'>>;

/** The withdrawn fields, or why the application cannot be withdrawn. */
export type WithdrawOutcome = { ok: true; fields: WithdrawnFields; changed: boolean } | { ok: false; reason: string };

/**
 * Withdraw at `now` with an optional reason (blank is none). A decided application (hired, not selected) has
 * nothing left to withdraw from; withdrawing one already withdrawn changes nothing (a repeat from a second
 * device or a retried push).
 */
export function withdrawApplication(
  application: Pick<Application, 'status' | 'statusHistory' | 'withdrawReason'>,
  reason: string | undefined,
  now: Date,
): WithdrawOutcome {
  if (application.status === 'withdrawn') {
    return { ok: true, changed: false, fields: { status: 'withdrawn', statusHistory: application.statusHistory, withdrawReason: application.withdrawReason } };
  }
  if (!canWithdraw(application.status)) return { ok: false, reason: WITHDRAW_TEXTS.notAllowed };
  const trimmed = reason?.trim();
  return {
    ok: true,
    changed: true,
    fields: {
      status: 'withdrawn',
      statusHistory: [...application.statusHistory, { status: 'withdrawn', at: now.toISOString() }],
      ...(trimmed ? { withdrawReason: trimmed } : {}),
    },
  };
}

/** Whether an application in `status` may be withdrawn: any stage but a decision. */
export function canWithdraw(status: string | undefined): boolean {
  return status !== 'hired' && status !== 'rejected' && status !== 'withdrawn';
}

/** Whether the candidate may apply again to a job they applied to before: only once they withdrew. */
export function canReapply(status: string | undefined): boolean {
  return status === 'withdrawn';
}

/** The fields applying again sets; `withdrawReason` is cleared (it told why the earlier one ended). */
export type ReappliedFields = Pick<Application, 'status' | 'statusHistory' | 'coverLetter' | 'appliedAt'> & { withdrawReason: undefined };

export type ReapplyOutcome = { ok: true; fields: ReappliedFields } | { ok: false; reason: string };

/**
 * Apply again at `now` with a new cover letter: the application is Pending Review again, under the same
 * document, and keeps its history, so the employer sees the earlier application and its withdrawal (the
 * device warns of this first: WITHDRAW_TEXTS.reapplyWarning). Only a withdrawn application may be sent again.
 */
export function reapplyApplication(
  application: Pick<Application, 'status' | 'statusHistory'>,
  coverLetter: string,
  now: Date,
): ReapplyOutcome {
  if (!canReapply(application.status)) return { ok: false, reason: WITHDRAW_TEXTS.reapplyNotAllowed };
  const at = now.toISOString();
  return {
    ok: true,
    fields: {
      status: 'pending',
      statusHistory: [...application.statusHistory, { status: 'pending', at }],
      coverLetter,
      appliedAt: at,
      withdrawReason: undefined,
    },
  };
}
