import { useId, useMemo, type ReactNode } from 'react';
import { getMatchBadge, type MatchBadge } from '@shared/rules/match-labels.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import { explainMatch } from '@shared/scoring/index.ts';
import { MatchBreakdown } from '../../features/matching/MatchBreakdown.tsx';
import { candidateName } from '../../features/talent/talent-links.ts';
import { Badge, Card, type BadgeTone } from '../../ui/index.ts';

const BADGE_TONES: Record<MatchBadge, BadgeTone> = {
  'High Match': 'success',
  'Good Match': 'info',
  'Fair Match': 'neutral',
};

/**
 * One candidate-job pair: who and what, the overall score with its badge (High 80+, Good 60-79, Fair below
 * 60), and the breakdown (sub-scores, strengths, areas for review, skills analysis). The breakdown is the
 * shared explainMatch, worked out only for cards on screen; its numbers equal the list's fast scores.
 */
export function MatchCard({
  viewer,
  candidate,
  job,
  actions,
}: {
  viewer: 'employer' | 'candidate';
  candidate: Candidate;
  job: Job;
  actions: ReactNode;
}) {
  const titleId = useId();
  const explanation = useMemo(() => explainMatch(candidate, job, Date.now()), [candidate, job]);
  const score = explanation.scores.overall;
  const badge = getMatchBadge(score);

  return (
    <Card as="li" className="flex flex-col gap-4" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold text-slate-900">
            {viewer === 'employer' ? candidateName(candidate) : job.title}
          </h3>
          <p className="mt-0.5 text-sm text-slate-700">
            {viewer === 'employer' ? (
              <>
                {candidate.title && `${candidate.title} · `}for <span className="font-medium">{job.title}</span>
              </>
            ) : (
              <>
                <span className="font-medium">{job.companyName}</span> · {job.remoteOk ? `${job.location} (remote ok)` : job.location}
              </>
            )}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1 text-right">
          <span className="text-2xl font-bold text-slate-900 tabular-nums">{score}%</span>
          <Badge tone={BADGE_TONES[badge]}>{badge}</Badge>
        </div>
      </div>
      <MatchBreakdown explanation={explanation} viewer={viewer} headingLevel={4} />
      <div className="grid grid-cols-1 gap-2 border-t border-slate-100 pt-3 sm:flex sm:flex-wrap sm:justify-end">{actions}</div>
    </Card>
  );
}
