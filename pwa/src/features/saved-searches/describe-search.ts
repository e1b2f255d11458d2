/** A saved search in a line of words ('TypeScript · Remote · From $90,000 · Last 7 days'), for its list entry. */
import { JOB_TYPE_LABELS } from '@shared/catalog/options.ts';
import type { SearchFiltersInput } from '@shared/schemas/search-filters.ts';
import { POSTED_WITHIN_LABELS } from '../jobs/posted-within-labels.ts';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const SALARY_TOP = Number.MAX_SAFE_INTEGER;

export function describeSearch(filters: SearchFiltersInput): string {
  const parts: string[] = [];
  if (filters.query?.trim()) parts.push(`“${filters.query.trim()}”`);
  if (filters.location?.trim()) parts.push(filters.location.trim());
  if (filters.skills?.length) parts.push(filters.skills.join(', '));
  if (filters.remote) parts.push('Remote');
  if (filters.visaStatus === 'sponsorship') parts.push('Visa sponsorship');
  if (filters.salaryRange) {
    const [from, to] = filters.salaryRange;
    if (from > 0 && to < SALARY_TOP) parts.push(`${dollars.format(from)}–${dollars.format(to)}`);
    else if (from > 0) parts.push(`From ${dollars.format(from)}`);
    else if (to < SALARY_TOP) parts.push(`Up to ${dollars.format(to)}`);
  }
  if (filters.jobType) parts.push(JOB_TYPE_LABELS[filters.jobType]);
  if (filters.postedWithin) parts.push(POSTED_WITHIN_LABELS[filters.postedWithin]);
  return parts.length > 0 ? parts.join(' · ') : 'All jobs';
}
