import { useMemo } from 'react';
import type { Completeness } from '@shared/rules/profile-completeness.ts';
import { getVerificationBadge } from '@shared/rules/verification-badge.ts';
import type { Application } from '@shared/schemas/application.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import { CompletenessBar } from '../../features/candidates/CompletenessBar.tsx';
import { useVerificationStatuses } from '../../features/candidates/use-verification-statuses.ts';
import { VERIFICATION_BADGE_TONES } from '../../features/candidates/verification-display.ts';
import { POTENTIAL_MATCH_MIN } from '../../features/jobs/match-display.ts';
import { useJobMatches } from '../../features/jobs/use-job-matches.ts';
import { useDocs } from '../../db/hooks.ts';
import { Badge } from '../../ui/index.ts';
import { StatCard } from './StatCard.tsx';

function countAtLeast(scores: Uint8Array | null, min: number): number {
  if (!scores) return 0;
  let count = 0;
  for (let i = 0; i < scores.length; i++) if (scores[i] >= min) count++;
  return count;
}

/**
 * The four figures of the candidate dashboard, all from local data: verification and completeness, active
 * jobs that are a Good Match or better by the device's own scoring, upcoming interviews, and applications
 * with how many the employers have opened.
 */
export function DashboardStats({
  candidate,
  completeness,
  applications,
}: {
  candidate: Candidate;
  completeness: Completeness;
  applications: readonly Application[];
}) {
  const { scores } = useJobMatches(candidate);
  const { docs: interviews } = useDocs('interviews', { candidateId: candidate.id, status: 'scheduled' });
  const potentialMatches = useMemo(() => countAtLeast(scores, POTENTIAL_MATCH_MIN), [scores]);
  const upcoming = useMemo(() => {
    const now = Date.now();
    return interviews.filter((interview) => Date.parse(interview.scheduledDateTime) > now).length;
  }, [interviews]);
  const viewed = applications.filter((application) => application.viewedAt).length;
  const badge = getVerificationBadge(useVerificationStatuses(candidate.userId), completeness.percentage);

  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Your numbers">
      <StatCard label="Verification Status" value={<Badge tone={VERIFICATION_BADGE_TONES[badge]} className="text-sm">{badge}</Badge>}>
        <p className="mb-1">Profile {completeness.percentage}% complete</p>
        <CompletenessBar percentage={completeness.percentage} label="Profile completeness" />
      </StatCard>
      <StatCard label="Potential Matches" value={potentialMatches}>
        Active jobs where you are a Good Match or better ({POTENTIAL_MATCH_MIN}%+).
      </StatCard>
      <StatCard label="Scheduled Calls" value={upcoming}>
        Upcoming video interviews.
      </StatCard>
      <StatCard label="Applications Sent" value={applications.length}>
        {viewed} viewed by employers.
      </StatCard>
    </ul>
  );
}
