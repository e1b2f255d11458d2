/**
 * Hiring analytics from applications as stored (issue 49): applications over time, the funnel with conversion,
 * the median time in each stage and to hire, sources, rejection reasons and the screening pass rate. Pure: the
 * server passes the company's applications and `now`; the same numbers could be recomputed anywhere.
 */
import { DEFAULT_INTERVIEW_MINUTES } from '../catalog.ts';
import type { Application, ApplicationStatus } from '../schemas/application.ts';
import type { HiringInsights } from '../schemas/insights.ts';
import type { Interview } from '../schemas/interview.ts';

/** The funnel's stages, in pipeline order (on hold and withdrawn are side roads, counted in time in stage only). */
export const FUNNEL_STAGES: readonly ApplicationStatus[] = ['pending', 'viewed', 'considered', 'interview', 'hired'];
const STAGE_ORDER: readonly ApplicationStatus[] = ['pending', 'viewed', 'considered', 'interview', 'on_hold', 'hired', 'rejected', 'withdrawn'];
const DAY_MS = 86_400_000;
/** At most this many weeks back in 'applications over time'. */
export const INSIGHTS_MAX_WEEKS = 26;

/** The reason a rejection was logged with: a history note's first part ('Screening · …'), else 'No reason given'. */
export function rejectionReasonOf(note: string | undefined): string {
  const reason = note?.split(' · ')[0]?.trim();
  return reason ? reason.slice(0, 200) : 'No reason given';
}

/** The median of numbers, or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const days = (ms: number) => Math.round((ms / DAY_MS) * 10) / 10;

/** The Monday (UTC) of the week an instant falls in, as YYYY-MM-DD. */
export function weekStartOf(iso: string): string {
  const d = new Date(iso);
  const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7)));
  return monday.toISOString().slice(0, 10);
}

function overTime(applications: readonly Application[], now: Date): HiringInsights['overTime'] {
  if (applications.length === 0) return [];
  const counts = new Map<string, number>();
  for (const a of applications) counts.set(weekStartOf(a.appliedAt), (counts.get(weekStartOf(a.appliedAt)) ?? 0) + 1);
  const last = weekStartOf(now.toISOString());
  const first = [...counts.keys()].sort()[0]!;
  const weeks: HiringInsights['overTime'] = [];
  for (let t = Date.parse(last); weeks.length < INSIGHTS_MAX_WEEKS && t >= Date.parse(first); t -= 7 * DAY_MS) {
    const key = new Date(t).toISOString().slice(0, 10);
    weeks.unshift({ weekStart: key, count: counts.get(key) ?? 0 });
  }
  return weeks;
}

/** The furthest funnel stage an application's history reached (index in FUNNEL_STAGES). */
function furthestStage(a: Application): number {
  let furthest = 0;
  for (const step of a.statusHistory) furthest = Math.max(furthest, FUNNEL_STAGES.indexOf(step.status));
  return furthest;
}

type HeldCheck = Pick<Interview, 'status' | 'scorecards'> & Partial<Pick<Interview, 'scheduledDateTime' | 'durationMinutes'>>;

/**
 * Whether an interview took place, for the scorecard submission rate: completed, or still 'scheduled' (nobody
 * pressed Mark Complete) but past its planned end or already scored (the server takes a scorecard only once the
 * room opened). Cancelled and offered ones did not.
 */
export function interviewHeld(interview: HeldCheck, now: Date): boolean {
  if (interview.status === 'completed') return true;
  if (interview.status !== 'scheduled') return false;
  if ((interview.scorecards?.length ?? 0) > 0) return true;
  if (!interview.scheduledDateTime) return false;
  return Date.parse(interview.scheduledDateTime) + (interview.durationMinutes ?? DEFAULT_INTERVIEW_MINUTES) * 60_000 <= now.getTime();
}

/**
 * Compute the insights of these applications and interviews (already narrowed to the company or one job) at
 * `now`. The scorecard submission rate is the share of interviews that took place (interviewHeld) with at least
 * one scorecard.
 */
export function computeHiringInsights(
  applications: readonly Application[],
  now: Date,
  jobId: string | null = null,
  interviews: readonly HeldCheck[] = [],
): HiringInsights {
  const held = interviews.filter((i) => interviewHeld(i, now));
  const scored = held.filter((i) => (i.scorecards?.length ?? 0) > 0).length;
  const furthest = applications.map(furthestStage);
  const funnel = FUNNEL_STAGES.map((status, i) => {
    const reached = furthest.filter((f) => f >= i).length;
    const before = i === 0 ? null : furthest.filter((f) => f >= i - 1).length;
    return { status, reached, conversion: before ? Math.round((reached / before) * 1000) / 1000 : null };
  });

  const stayed = new Map<ApplicationStatus, number[]>();
  const toHire: number[] = [];
  const reasons = new Map<string, number>();
  const sources = new Map<string, number>();
  let screened = 0;
  let passed = 0;
  for (const a of applications) {
    const history = [...a.statusHistory].sort((x, y) => x.at.localeCompare(y.at));
    history.forEach((step, i) => {
      const next = history[i + 1];
      if (!next) return;
      const list = stayed.get(step.status) ?? [];
      list.push(Date.parse(next.at) - Date.parse(step.at));
      stayed.set(step.status, list);
    });
    const hired = history.find((s) => s.status === 'hired');
    if (hired) toHire.push(Date.parse(hired.at) - Date.parse(a.appliedAt));
    if (a.status === 'rejected') {
      const step = [...history].reverse().find((s) => s.status === 'rejected');
      const reason = rejectionReasonOf(step?.note);
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    const source = a.source ?? 'unknown';
    sources.set(source, (sources.get(source) ?? 0) + 1);
    if (a.screeningAnswers?.length || a.screeningFlags?.length) {
      screened++;
      if (!a.screeningFlags?.length) passed++;
    }
  }
  const byCount = <K extends string>(m: Map<K, number>) => [...m.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
  return {
    jobId,
    computedAt: now.toISOString(),
    totalApplications: applications.length,
    overTime: overTime(applications, now),
    funnel,
    timeInStage: STAGE_ORDER.filter((s) => stayed.has(s)).map((status) => {
      const values = stayed.get(status)!;
      const m = median(values);
      return { status, medianDays: m === null ? null : days(m), samples: values.length };
    }),
    medianDaysToHire: toHire.length ? days(median(toHire)!) : null,
    hires: toHire.length,
    sources: byCount(sources).map(([source, count]) => ({ source: source as HiringInsights['sources'][number]['source'], count })),
    rejectionReasons: byCount(reasons).map(([reason, count]) => ({ reason, count })),
    screening: { screened, passed, passRate: screened ? Math.round((passed / screened) * 1000) / 1000 : null },
    scorecards: { interviews: held.length, withScorecard: scored, submissionRate: held.length ? Math.round((scored / held.length) * 1000) / 1000 : null },
  };
}
