import type { ReactNode } from 'react';
import type { MatchExplanation } from '@shared/scoring/index.ts';
import { viaSkill } from '../jobs/match-display.ts';
import { Badge, cx } from '../../ui/index.ts';
import { SubScoreGrid } from './SubScoreGrid.tsx';

function Heading({ level, children }: { level: 3 | 4 | 5; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className="text-sm font-medium text-slate-800">{children}</Tag>;
}

/**
 * A match seen from the employer's side of the table (or the candidate's, with `viewer`): the five
 * sub-scores with their weights, skills analysis (matched, and through which skill; missing), strengths and
 * areas for review, blockers first. Numbers come from the shared explainMatch and equal the fast scorer's.
 * `headingLevel` is the level of its sub-headings, so it sits correctly in a card or a dialog.
 */
export function MatchBreakdown({
  explanation,
  viewer,
  headingLevel = 4,
  className,
}: {
  explanation: MatchExplanation;
  viewer: 'employer' | 'candidate';
  headingLevel?: 3 | 4 | 5;
  className?: string;
}) {
  const blockerCount = explanation.blockers.length;
  return (
    <div className={cx('flex flex-col gap-4', className)}>
      <SubScoreGrid scores={explanation.scores} />

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Heading level={headingLevel}>Strengths</Heading>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {explanation.strengths.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div>
          <Heading level={headingLevel}>Areas for review</Heading>
          {explanation.areasForReview.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">Nothing stands out.</p>
          ) : (
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {explanation.areasForReview.map((line, index) => (
                <li key={line} className={index < blockerCount ? 'font-medium text-red-800' : undefined}>
                  {line}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <div>
        <Heading level={headingLevel}>Skills analysis</Heading>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <div>
            <p className="text-xs font-medium text-slate-600">
              {viewer === 'employer' ? 'Has' : 'You have'} ({explanation.matchedSkills.length})
            </p>
            {explanation.matchedSkills.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">None of the listed skills.</p>
            ) : (
              <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Matched skills">
                {explanation.matchedSkills.map((detail) => (
                  <li key={detail.jobSkill}>
                    <Badge tone="success">
                      {detail.jobSkill}
                      {viaSkill(detail) && <span className="font-normal text-green-800">{viaSkill(detail)}</span>}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <p className="text-xs font-medium text-slate-600">Missing ({explanation.missingSkills.length})</p>
            {explanation.missingSkills.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">None: every listed skill is covered.</p>
            ) : (
              <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Missing skills">
                {explanation.missingSkills.map((skill) => (
                  <li key={skill}>
                    <Badge tone="warning">{skill}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
