/**
 * Display counts, timings and published service terms (spec section 9). Screens read these instead of inlining
 * numbers, so the documentation page and the behaviour cannot drift apart.
 */

const MINUTE_MS = 60_000;

/** How many items the dashboards and cards show. */
export const DISPLAY_COUNTS = {
  /** Recent activity: at most this many, newest first. */
  recentActivity: 10,
  /** Employer dashboard: the most recent jobs. */
  recentJobs: 3,
  /** Skills on a job card. */
  jobCardSkills: 6,
  /** Skills on a candidate card before '+N more'. */
  candidateCardSkills: 5,
  /** Notification badge counts above this show as `9+`. */
  notificationBadgeMax: 9,
} as const;

/** A scheduled interview can be joined from this long before its start. */
export const INTERVIEW_JOIN_WINDOW_MS = 15 * MINUTE_MS;

/** Length of an interview when the scheduler gives none. */
export const DEFAULT_INTERVIEW_MINUTES = 60;

/** After creating a company profile the screen moves to the dashboard after this delay. */
export const PROFILE_CREATED_REDIRECT_MS = 1500;

/** Toasts: one at a time, 5 s on screen, swipe right 50 px to dismiss, F8 focuses the viewport. */
export const TOAST_SETTINGS = {
  limit: 1,
  durationMs: 5000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: 'F8',
  /** A dismissed toast stays mounted this long (the spec's value; effectively until reload). */
  removeDelayMs: 1_000_000,
} as const;

/** Tooltip delays. */
export const TOOLTIP_SETTINGS = { delayMs: 700, skipDelayMs: 300 } as const;

/** Server reads count as fresh for this long before a refetch. */
export const DATA_FRESHNESS_MS = 30_000;

/** Unused cached reads are dropped after this long. */
export const CACHE_RETENTION_MS = 5 * MINUTE_MS;

/** Support hours and response times (support page, help center, docs). */
export const SUPPORT_TERMS = {
  hours: 'Mon-Fri 9AM-6PM PST',
  /** Where users write to us (support page, legal pages, help center). */
  email: 'support@hiresync.app',
  responseHours: { critical: 2, general: 24, featureRequest: 48 },
} as const;

/** Refunds are possible within this many days of payment. */
export const REFUND_WINDOW_DAYS = 14;
