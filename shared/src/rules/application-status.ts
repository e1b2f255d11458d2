/**
 * The application pipeline: status labels, the employer's tabs, and which status changes an employer may make.
 * The PWA pre-checks a change offline with these; the server runs the same check before it stores one.
 */
import { STATUS_CHANGE_REFUSALS } from '../messages.ts';
import type { ApplicationStatus, RejectionReason } from '../schemas/application.ts';
import { APPLICATION_STATUSES } from '../schemas/enum-values.ts';

/** The label of each status (decisions.md, the 7-stage pipeline). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending Review',
  viewed: 'Viewed',
  considered: 'Under Consideration',
  interview: 'Interview Scheduled',
  on_hold: 'On Hold',
  hired: 'Hired',
  rejected: 'Not Selected',
  withdrawn: 'Withdrawn',
};

/** The label of each rejection reason (the short list kept for analytics). */
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  skills: 'Skills',
  experience: 'Experience',
  location: 'Location',
  salary: 'Salary expectations',
  position_filled: 'Position filled',
  withdrew: 'Candidate withdrew',
  other: 'Other',
};

function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/**
 * The label a status shows. A missing status reads as pending, as it groups (spec section 4); any other
 * unknown value shows 'Unknown'.
 */
export function getApplicationStatusLabel(status: string | null | undefined): string {
  if (status === undefined || status === null || status === '') return APPLICATION_STATUS_LABELS.pending;
  return isApplicationStatus(status) ? APPLICATION_STATUS_LABELS[status] : 'Unknown';
}

/** The employer's tabs on /application-tracking: the spec's seven plus On Hold, after Interview. */
export const EMPLOYER_APPLICATION_TABS = [
  'all',
  'pending',
  'viewed',
  'considered',
  'interview',
  'on_hold',
  'rejected',
  'hired',
] as const;
export type EmployerApplicationTab = (typeof EMPLOYER_APPLICATION_TABS)[number];

/**
 * Applications grouped per tab, order kept. A missing status counts as pending; an unknown one appears
 * under 'all' only.
 */
export function groupApplicationsByTab<T extends { status?: string | null }>(
  applications: readonly T[],
): Record<EmployerApplicationTab, T[]> {
  const groups = Object.fromEntries(EMPLOYER_APPLICATION_TABS.map((tab) => [tab, [] as T[]])) as Record<
    EmployerApplicationTab,
    T[]
  >;
  for (const application of applications) {
    groups.all.push(application);
    const status = application.status || 'pending';
    // 'withdrawn' has no tab of its own: such applications are listed under 'all', marked Withdrawn.
    if (isApplicationStatus(status) && status in groups) groups[status as EmployerApplicationTab].push(application);
  }
  return groups;
}

/** The statuses an employer may pick in the review dialog; 'pending' is only where an application starts. */
export const EMPLOYER_SETTABLE_STATUSES = [
  'viewed',
  'considered',
  'interview',
  'on_hold',
  'rejected',
  'hired',
] as const satisfies readonly ApplicationStatus[];
export type EmployerSettableStatus = (typeof EMPLOYER_SETTABLE_STATUSES)[number];

/**
 * Why an employer may not move an application from `from` to `to`, or null when they may. Our pipeline:
 * - 'pending' is only the starting state: nothing moves back to it.
 * - 'viewed' follows 'pending' only: an application that reached a later stage does not go back to Viewed.
 * - 'considered', 'interview' and 'on_hold' move freely among themselves and forward to 'hired' or 'rejected',
 *   since real hiring loops back (another interview round, a hold lifted).
 * - 'hired' is final.
 * - 'rejected' is final except for reconsideration: it may go back to 'considered', so a rejection by mistake
 *   or a candidate who becomes the best remaining fit can be reopened, with the history showing both steps.
 * - 'withdrawn' (the candidate's) is final, and no employer sets it.
 * Setting the status an application already has is allowed (the employer is only changing the notes).
 */
export function getStatusChangeRefusal(from: string | null | undefined, to: string): string | null {
  const current = from || 'pending';
  if (!isApplicationStatus(current) || !isApplicationStatus(to)) return STATUS_CHANGE_REFUSALS.unknownStatus;
  // The candidate's withdrawal ends the application for the employer, and only the candidate withdraws.
  if (current === 'withdrawn') return to === current ? null : STATUS_CHANGE_REFUSALS.withdrawnIsFinal;
  if (to === 'withdrawn') return STATUS_CHANGE_REFUSALS.onlyCandidateWithdraws;
  if (to === current && to !== 'pending') return null;
  if (to === 'pending') return STATUS_CHANGE_REFUSALS.backToPending;
  if (current === 'hired') return STATUS_CHANGE_REFUSALS.hiredIsFinal;
  if (current === 'rejected') return to === 'considered' ? null : STATUS_CHANGE_REFUSALS.rejectedIsFinal;
  if (to === 'viewed' && current !== 'pending') return STATUS_CHANGE_REFUSALS.backToViewed;
  return null;
}

/** Whether an employer may move an application from `from` to `to` (see `getStatusChangeRefusal`). */
export function canEmployerSetStatus(from: string | null | undefined, to: string): boolean {
  return getStatusChangeRefusal(from, to) === null;
}

/** The statuses the review dialog offers for an application in `from`. */
export function listAllowedNextStatuses(from: string | null | undefined): EmployerSettableStatus[] {
  return EMPLOYER_SETTABLE_STATUSES.filter((to) => canEmployerSetStatus(from, to));
}
