/**
 * A candidate's saved search (decisions.md: up to 10, alerts instantly, daily or weekly). Saved searches ride in
 * the candidate's own account document: it is owner-only and already replicated, so creating, pausing and
 * deleting one is a queued write offline like any other, and no RxDB collection is added for ten small items.
 */
import { z } from 'zod';
import { isTimeZone } from '../rules/time-zone.ts';
import { idSchema } from './common.ts';
import { searchFiltersSchema } from './search-filters.ts';

/** How often a saved search's new jobs are sent: never, as they are published, or in a digest at 08:00. */
export const SAVED_SEARCH_ALERTS = ['off', 'instant', 'daily', 'weekly'] as const;
export const savedSearchAlertSchema = z.enum(SAVED_SEARCH_ALERTS);
export type SavedSearchAlert = z.infer<typeof savedSearchAlertSchema>;

/** A candidate saves at most this many searches. */
export const MAX_SAVED_SEARCHES = 10;
/** A digest lists at most this many jobs, best match first. */
export const ALERT_DIGEST_MAX_JOBS = 10;

/** One saved search: the Browse Jobs or Advanced Search filters as they were, a name and its alert. */
export const savedSearchSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1, 'Name your search.').max(100, 'A search name has at most 100 characters.'),
  filters: searchFiltersSchema,
  alert: savedSearchAlertSchema,
  /** Paused: the alert setting is kept but nothing is sent until resumed. */
  paused: z.boolean().default(false),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** The account's list: at most 10, each id once. */
export const savedSearchListSchema = z
  .array(savedSearchSchema)
  .max(MAX_SAVED_SEARCHES, `You can save up to ${MAX_SAVED_SEARCHES} searches.`)
  .refine((list) => new Set(list.map((s) => s.id)).size === list.length, 'Each saved search needs its own id.');

/** The user's IANA time zone, as the device reports it (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
export const timeZoneSchema = z.string().max(64).refine(isTimeZone, 'Unknown time zone.');

/** The save-search dialog and a rename: the name and how often alerts come. */
export const savedSearchFormSchema = savedSearchSchema.pick({ name: true, alert: true });
export type SavedSearchForm = z.infer<typeof savedSearchFormSchema>;

/** How each alert setting reads on screen. */
export const SAVED_SEARCH_ALERT_LABELS: Record<SavedSearchAlert, string> = {
  off: 'No alerts',
  instant: 'As jobs are posted',
  daily: 'Daily, at 08:00',
  weekly: 'Weekly, Mondays at 08:00',
};
