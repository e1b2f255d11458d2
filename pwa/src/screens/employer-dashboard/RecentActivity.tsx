import { formatNotificationTime } from '@shared/rules/relative-time.ts';
import { Card } from '../../ui/index.ts';
import type { ActivityItem } from './recent-activity.ts';

const DOT: Record<ActivityItem['type'], string> = {
  application: 'bg-brand-500',
  status_change: 'bg-amber-500',
  interview: 'bg-green-500',
};

/** The dashboard's recent activity list (at most 10, newest first). */
export function RecentActivity({ items }: { items: readonly ActivityItem[] }) {
  const now = Date.now();
  return (
    <Card as="section" title="Recent activity">
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">No activity yet. Applications and interviews will show up here.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.id} className="flex items-start gap-3">
              <span className={`mt-1.5 size-2 shrink-0 rounded-full ${DOT[item.type]}`} aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">{item.title}</p>
                <p className="truncate text-sm text-slate-600">{item.description}</p>
              </div>
              <time dateTime={item.timestamp} className="shrink-0 text-xs text-slate-500">
                {formatNotificationTime(item.timestamp, now)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
