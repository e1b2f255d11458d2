import { useMemo } from 'react';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import { MATCH_WEIGHTS, explainMatch, type SkillMatchDetail } from '@shared/scoring/index.ts';
import { Badge } from '../../ui/index.ts';
import { SUB_SCORE_LABELS } from './match-display.ts';

function via(detail: SkillMatchDetail): string | null {
  if (detail.kind === 'same') return null;
  return detail.kind === 'synonym' ? `via ${detail.candidateSkill} (synonym)` : `via ${detail.candidateSkill}`;
}

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

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {SUB_SCORE_LABELS.map(([key, label]) => (
          <div key={key} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">
              {label} <span className="text-slate-400">({MATCH_WEIGHTS[key]}%)</span>
            </dt>
            <dd className="text-base font-semibold text-slate-900 tabular-nums">{explanation.scores[key]}%</dd>
          </div>
        ))}
      </dl>

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
                    {via(detail) && <span className="font-normal text-green-700">{via(detail)}</span>}
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
