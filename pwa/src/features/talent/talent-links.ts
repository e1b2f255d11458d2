/**
 * Where a candidate card's actions lead. Scheduling lives on /video-interviews and messaging on /messages;
 * these screens read the query parameters to open the right dialog or conversation. The candidate record is a
 * state of /application-tracking (the spec's routes take no parameters).
 */
import type { Candidate } from '@shared/schemas/candidate.ts';

/**
 * /video-interviews?schedule=<e-mail or candidate id>: the e-mail when this employer may see it (the candidate
 * applied or wrote to them), else the candidate id; `job` preselects the job the interview is for.
 */
export function interviewHref(candidate: Pick<Candidate, 'id' | 'email'>, jobId?: string): string {
  const params = new URLSearchParams({ schedule: candidate.email ?? candidate.id });
  if (jobId) params.set('job', jobId);
  return `/video-interviews?${params.toString()}`;
}

/** /messages?to=<user id>: a conversation with that user. */
export function contactHref(userId: string): string {
  return `/messages?${new URLSearchParams({ to: userId }).toString()}`;
}

/**
 * /application-tracking?candidate=<candidate id>: the employer's full record of one candidate (profile, match,
 * applications, interviews, messages); `job` picks the job the match is explained with.
 */
export function candidateRecordHref(candidateId: string, jobId?: string): string {
  const params = new URLSearchParams({ candidate: candidateId });
  if (jobId) params.set('job', jobId);
  return `/application-tracking?${params.toString()}`;
}

/** A candidate's full name as cards show it. */
export function candidateName(candidate: Pick<Candidate, 'firstName' | 'lastName'>): string {
  return `${candidate.firstName} ${candidate.lastName}`.trim();
}
