/**
 * The candidate dashboard's recent activity: each step of each application (applied, then every status the
 * employer set) and the notifications about everything else, newest first, at most 10. Application
 * notifications are left out because they announce the very status changes the history already lists.
 */
import { getApplicationStatusLabel } from '@shared/rules/application-status.ts';
import { selectRecentActivity } from '@shared/rules/recent-items.ts';
import type { Application } from '@shared/schemas/application.ts';
import type { Notification, NotificationType } from '@shared/schemas/notification.ts';

/** One line of recent activity. */
export interface ActivityItem {
  id: string;
  type: 'application' | 'status_change' | Exclude<NotificationType, 'application'>;
  title: string;
  description: string;
  timestamp: string;
  href: string;
}

function applicationSteps(application: Application): ActivityItem[] {
  return application.statusHistory.map((change, index) =>
    index === 0
      ? {
          id: `${application.id}:applied`,
          type: 'application',
          title: `Applied to ${application.jobTitle}`,
          description: application.companyName,
          timestamp: change.at,
          href: '/application-tracking',
        }
      : {
          id: `${application.id}:${index}`,
          type: 'status_change',
          title: `${application.jobTitle}: ${getApplicationStatusLabel(change.status)}`,
          description: application.companyName,
          timestamp: change.at,
          href: '/application-tracking',
        },
  );
}

export function buildCandidateActivity(
  applications: readonly Application[],
  notifications: readonly Notification[],
): ActivityItem[] {
  const items: ActivityItem[] = applications.flatMap(applicationSteps);
  for (const notification of notifications) {
    if (notification.type === 'application') continue;
    items.push({
      id: notification.id,
      type: notification.type,
      title: notification.title,
      description: notification.message,
      timestamp: notification.timestamp,
      href: notification.actionUrl,
    });
  }
  return selectRecentActivity(items);
}
