import { describe, expect, it } from 'vitest';
import type { Application } from '@shared/schemas/application.ts';
import type { Notification } from '@shared/schemas/notification.ts';
import { buildCandidateActivity } from './candidate-activity.ts';

const at = (day: number) => new Date(Date.UTC(2025, 0, day)).toISOString();

function application(id: string, history: Application['statusHistory']): Application {
  return {
    id,
    jobId: `job-${id}`,
    candidateId: 'c1',
    employerId: 'e1',
    coverLetter: '',
    appliedAt: history[0].at,
    status: history.at(-1)!.status,
    statusHistory: history,
    jobTitle: `Job ${id}`,
    companyName: 'Acme',
    candidateName: 'Casey',
    updatedAt: history.at(-1)!.at,
  };
}

function notification(id: string, type: Notification['type'], day: number): Notification {
  return { id, userId: 'u1', type, title: `Note ${id}`, message: 'm', timestamp: at(day), read: false, actionUrl: '/messages', updatedAt: at(day) };
}

describe('buildCandidateActivity', () => {
  it('lists every application step and other notifications, newest first', () => {
    const items = buildCandidateActivity(
      [application('a', [{ status: 'pending', at: at(1) }, { status: 'considered', at: at(3) }])],
      [notification('n1', 'message', 2), notification('n2', 'application', 4)],
    );
    expect(items.map((item) => item.title)).toEqual(['Job a: Under Consideration', 'Note n1', 'Applied to Job a']);
  });

  it('keeps at most 10 items', () => {
    const many = Array.from({ length: 12 }, (_, i) => application(String(i), [{ status: 'pending', at: at(i + 1) }]));
    const items = buildCandidateActivity(many, []);
    expect(items).toHaveLength(10);
    expect(items[0].title).toBe('Applied to Job 11');
  });
});
