/**
 * The Insights view's chart rows from the server's answer: labels for people, shares as percentages. Kept
 * apart from the components so what each chart and its table say is tested without a browser.
 */
import { getApplicationStatusLabel } from '@shared/rules/application-status.ts';
import type { HiringInsights } from '@shared/schemas/insights.ts';
import { APPLICATION_SOURCE_LABELS } from '@shared/schemas/screening.ts';
import type { ChartRow } from './BarChartCard.tsx';

/** A share as a percentage ('67%'), or '–' when there was nothing to divide. */
export function formatShare(share: number | null): string {
  return share === null ? '–' : `${Math.round(share * 100)}%`;
}

/** Days for a stat tile ('3.5 days', '1 day'), or '–'. */
export function formatDays(days: number | null): string {
  if (days === null) return '–';
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

export function overTimeRows(i: HiringInsights): ChartRow[] {
  return i.overTime.map((w) => ({ label: w.weekStart.slice(5), value: w.count, extra: [`Week of ${w.weekStart}`] }));
}

export function funnelRows(i: HiringInsights): ChartRow[] {
  if (i.totalApplications === 0) return [];
  return i.funnel.map((s) => ({ label: getApplicationStatusLabel(s.status), value: s.reached, extra: [formatShare(s.conversion)] }));
}

export function stageTimeRows(i: HiringInsights): ChartRow[] {
  return i.timeInStage.map((s) => ({ label: getApplicationStatusLabel(s.status), value: s.medianDays ?? 0, extra: [String(s.samples)] }));
}

export function sourceRows(i: HiringInsights): ChartRow[] {
  return i.sources.map((s) => ({ label: s.source === 'unknown' ? 'Not recorded' : APPLICATION_SOURCE_LABELS[s.source], value: s.count }));
}

export function rejectionRows(i: HiringInsights): ChartRow[] {
  return i.rejectionReasons.map((r) => ({ label: r.reason, value: r.count }));
}
