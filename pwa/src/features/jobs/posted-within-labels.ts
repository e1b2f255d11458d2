import type { PostedWithin } from '@shared/schemas/search-params.ts';

/** The 'Date posted' choices of Browse Jobs, also how a saved search names its window. */
export const POSTED_WITHIN_LABELS: Record<PostedWithin, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};
