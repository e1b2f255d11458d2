import { useMemo } from 'react';
import { Link } from 'wouter';
import { formatNotificationTime } from '@shared/rules/relative-time.ts';
import type { Application } from '@shared/schemas/application.ts';
import { buildCandidateActivity, type ActivityItem } from '../../features/candidates/candidate-activity.ts';
import { useDocs } from '../../db/hooks.ts';
import { Card, EmptyState } from '../../ui/index.ts';

/** Outline icons (24 px grid, stroked) per activity type. */
const ICON_PATHS: Record<ActivityItem['type'], string> = {
  application: 'M3 11l18-8-8 18-2-8-8-2z',
  status_change: 'M4 4v6h6M20 20v-6h-6M5.5 15a7.5 7.5 0 0 0 13 2M18.5 9a7.5 7.5 0 0 0-13-2',
  message: 'M4 5h16v11H9l-5 4z',
  interview: 'M3 7h12v10H3zM15 10l6-3v10l-6-3',
  payment: 'M3 6h18v12H3zM3 10h18M7 15h3',
  verification: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  other: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
};

function ActivityIcon({ type }: { type: ActivityItem['type'] }) {
  return (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className="size-4">
        <path d={ICON_PATHS[type]} />
      </svg>
    </span>
  );
}

/** The candidate's ten latest events: application steps and notifications, newest first. */
export function RecentActivity({ userId, applications }: { userId: string; applications: readonly Application[] }) {
  const { docs: notifications } = useDocs('notifications', { userId });
  const items = useMemo(() => buildCandidateActivity(applications, notifications), [applications, notifications]);
  const now = Date.now();

  return (
    <Card as="section" title="Recent Activity" aria-label="Recent Activity">
      {items.length === 0 ? (
        <EmptyState title="Nothing here yet" description="Applications you send and replies from employers show up here." />
      ) : (
        <ul className="-my-2 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id}>
              <Link href={item.href} className="-mx-2 flex items-start gap-3 rounded-lg px-2 py-3 hover:bg-slate-50">
                <ActivityIcon type={item.type} />
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium text-slate-900">{item.title}</span>
                  <span className="block truncate text-sm text-slate-600">{item.description}</span>
                </span>
                <time dateTime={item.timestamp} className="shrink-0 text-xs text-slate-500">
                  {formatNotificationTime(item.timestamp, now)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
