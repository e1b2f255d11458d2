import { useMemo } from 'react';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import { explainMatch } from '@shared/scoring/index.ts';
import { viaSkill } from './match-display.ts';
import { Badge } from '../../ui/index.ts';
import { SubScoreGrid } from '../matching/SubScoreGrid.tsx';

/**
 * Why a job scores what it does for this candidate, from the shared explainMatch (whose numbers equal the
 * card's): what blocks the match first, then the five sub-scores, skills matched (and through which of the
 * candidate's skills) and missing, strengths and areas for review. Built only when the card is opened.
 */
export function JobMatchExplanation({ job, candidate }: { job: Job; candidate: Candidate }) {
  const explanation = useMemo(() => explainMatch(candidate, job, Date.now()), [candidate, job]);
  const reviews = explanation.areasForReview.slice(explanation.blockers.length);

  return (
    <section aria-label="Why this match score" className="flex flex-col gap-4">
      <h4 className="text-sm font-semibold text-slate-900">Why this match score</h4>
      {explanation.blockers.length > 0 && (
        <ul className="flex flex-col gap-1 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {explanation.blockers.map((blocker) => (
            <li key={blocker.kind}>
              <span className="font-semibold">Blocker: </span>
              {blocker.message}
            </li>
          ))}
        </ul>
      )}

      <SubScoreGrid scores={explanation.scores} />

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h5 className="text-sm font-medium text-slate-800">Skills you have</h5>
          {explanation.matchedSkills.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">None of the listed skills yet.</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {explanation.matchedSkills.map((detail) => (
                <li key={detail.jobSkill}>
                  <Badge tone="success">
                    {detail.jobSkill}
                    {viaSkill(detail) && <span className="font-normal text-green-700">{viaSkill(detail)}</span>}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h5 className="text-sm font-medium text-slate-800">Skills missing</h5>
          {explanation.missingSkills.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">None: you have every listed skill.</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {explanation.missingSkills.map((skill) => (
                <li key={skill}>
                  <Badge tone="warning">{skill}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h5 className="text-sm font-medium text-slate-800">Strengths</h5>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {explanation.strengths.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        {reviews.length > 0 && (
          <div>
            <h5 className="text-sm font-medium text-slate-800">Areas for review</h5>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {reviews.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
