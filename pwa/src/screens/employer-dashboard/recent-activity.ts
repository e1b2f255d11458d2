/**
 * The employer dashboard's recent activity, made from local data: applications received, their status changes
 * and interviews scheduled; the 10 newest, newest first (shared rule).
 */
import { getApplicationStatusLabel } from '@shared/rules/application-status.ts';
import { selectRecentActivity } from '@shared/rules/recent-items.ts';
import type { Application } from '@shared/schemas/application.ts';
import type { Interview } from '@shared/schemas/interview.ts';

/** One line of the activity list (spec section 3, activity item). */
export interface ActivityItem {
  id: string;
  type: 'application' | 'status_change' | 'interview';
  title: string;
  description: string;
  timestamp: string;
}

function applicationActivity(application: Application): ActivityItem[] {
  const received: ActivityItem = {
    id: `${application.id}:applied`,
    type: 'application',
    title: `${application.candidateName} applied`,
    description: application.jobTitle,
    timestamp: application.appliedAt,
  };
  // The first history entry is the application arriving as pending; the rest are the employer's moves and
  // notes, and a note-only step (the same status as the one before) is not a move.
  const history = application.statusHistory;
  const moves = history
    .slice(1)
    .filter((change, index) => change.status !== history[index]!.status)
    .map(
    (change, index): ActivityItem => ({
      id: `${application.id}:status:${index}`,
      type: 'status_change',
      title: `${application.candidateName}: ${getApplicationStatusLabel(change.status)}`,
      description: application.jobTitle,
      timestamp: change.at,
    }),
  );
  return [received, ...moves];
}

function interviewActivity(interview: Interview): ActivityItem {
  return {
    id: `${interview.id}:interview`,
    type: 'interview',
    title: `Interview with ${interview.candidateName}`,
    description: interview.jobTitle,
    timestamp: interview.createdAt,
  };
}

/** The newest activity of an employer's applications and interviews. */
export function buildRecentActivity(applications: readonly Application[], interviews: readonly Interview[]): ActivityItem[] {
  return selectRecentActivity([...applications.flatMap(applicationActivity), ...interviews.map(interviewActivity)]);
}
