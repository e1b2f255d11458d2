/**
 * Free-plan usage checks (decisions.md): candidates 20 applications per UTC day; employers 3 job postings and
 * 10 candidate profile views per UTC calendar month; paid plans unlimited. The device pre-checks offline with
 * these; the server runs them again, on its own records, before it stores the action.
 */
import { FREE_LIMITS, PLANS } from '../catalog.ts';
import { usageLimitMessage } from '../messages.ts';
import type { PlanId } from '../schemas/account.ts';
import { startOfNextUtcMonth, startOfUtcDay, startOfUtcMonth, toEpochMs, type TimeInput } from './time-input.ts';

/** The outcome of a usage check. `limit` null means unlimited; `message` is set only when refused. */
export interface UsageCheck {
  allowed: boolean;
  /** Actions already taken in the current period. */
  used: number;
  limit: number | null;
  /** Actions left in the period; null when unlimited. */
  remaining: number | null;
  /** When the period ends and the count starts again, in epoch milliseconds. */
  resetsAt: number;
  message?: string;
}

/** The input of a usage check: the plan in force now (see `isPremium`), past action times and `now`. */
export interface UsageInput {
  plan: PlanId;
  actionTimes: readonly TimeInput[];
  now: Date | number;
}

interface Period {
  start: number;
  end: number;
}

function countInPeriod(times: readonly TimeInput[], period: Period): number {
  return times.filter((time) => {
    const ms = toEpochMs(time);
    return ms >= period.start && ms < period.end;
  }).length;
}

function checkUsage(input: UsageInput, period: Period, freeLimit: number, refusal: string): UsageCheck {
  const used = countInPeriod(input.actionTimes, period);
  if (input.plan !== 'free') {
    return { allowed: true, used, limit: null, remaining: null, resetsAt: period.end };
  }
  const allowed = used < freeLimit;
  const remaining = Math.max(0, freeLimit - used);
  return { allowed, used, limit: freeLimit, remaining, resetsAt: period.end, ...(allowed ? {} : { message: refusal }) };
}

function utcDay(now: Date | number): Period {
  const start = startOfUtcDay(now);
  return { start, end: start + 24 * 60 * 60 * 1000 };
}

function utcMonth(now: Date | number): Period {
  return { start: startOfUtcMonth(now), end: startOfNextUtcMonth(now) };
}

/** May a candidate send one more application today (UTC)? `actionTimes` are their applications' `appliedAt`. */
export function checkApplicationLimit(input: UsageInput): UsageCheck {
  const limit = FREE_LIMITS.applicationsPerDay;
  const message = usageLimitMessage('applications', limit, 'today', PLANS['candidate-premium'].name);
  return checkUsage(input, utcDay(input.now), limit, message);
}

/** May an employer publish one more job this UTC calendar month? `actionTimes` are their jobs' `postedAt`. */
export function checkJobPostingLimit(input: UsageInput): UsageCheck {
  const limit = FREE_LIMITS.jobPostingsPerMonth;
  const message = usageLimitMessage('job postings', limit, 'this month', PLANS['employer-professional'].name);
  return checkUsage(input, utcMonth(input.now), limit, message);
}

/**
 * May an employer open one more candidate profile this UTC calendar month? `actionTimes` are the first view of
 * each distinct candidate this month: opening a profile already viewed this month costs nothing, so the
 * caller skips the check for it.
 */
export function checkProfileViewLimit(input: UsageInput): UsageCheck {
  const limit = FREE_LIMITS.profileViewsPerMonth;
  const message = usageLimitMessage(
    'candidate profile views',
    limit,
    'this month',
    PLANS['employer-professional'].name,
  );
  return checkUsage(input, utcMonth(input.now), limit, message);
}
