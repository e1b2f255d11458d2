import { useId } from 'react';
import { DISPLAY_COUNTS } from '@shared/catalog.ts';
import { getMatchLabel } from '@shared/rules/match-labels.ts';
import { formatSalaryK } from '@shared/rules/salary-display.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { ApplicationTag } from '@shared/schemas/company-tags.ts';
import { Badge, Button, ButtonLink, Card } from '../../ui/index.ts';
import { TagChipList } from '../company/TagChips.tsx';
import { PersonAvatar } from '../files/PersonAvatar.tsx';
import { initials } from '../messages/ConversationList.tsx';
import { MATCH_LABEL_TONES } from '../jobs/match-display.ts';
import { candidateName, contactHref, interviewHref } from './talent-links.ts';

export interface TalentCardProps {
  candidate: Candidate;
  /** Whole years of experience (stated or worked out); undefined when unknown. */
  years: number | undefined;
  /** The best match with the employer's active jobs; undefined without jobs. */
  best: { score: number; jobId: string; jobTitle: string } | undefined;
  onReview: (candidate: Candidate) => void;
  /** The company's tags on the candidate (issue 48). */
  tags?: readonly ApplicationTag[];
}

function yearsText(years: number): string {
  return years === 1 ? '1 year experience' : `${years} years experience`;
}

/**
 * A candidate in a talent list: who, where, the first skills, experience, salary expectation and the best
 * match score (with its card label) among the employer's active jobs.
 */
export function TalentCard({ candidate, years, best, onReview, tags }: TalentCardProps) {
  const nameId = useId();
  const shown = candidate.skills.slice(0, DISPLAY_COUNTS.candidateCardSkills);
  const more = candidate.skills.length - shown.length;
  const label = best ? getMatchLabel(best.score) : undefined;

  return (
    <Card as="li" className="flex flex-col gap-3" aria-labelledby={nameId}>
      <div className="flex items-start justify-between gap-3">
        <PersonAvatar
          photoUrl={candidate.profilePhoto}
          initials={initials(candidateName(candidate))}
          className="size-12 text-base font-semibold"
          initialsClassName="bg-slate-200 text-slate-700"
        />
        <div className="mr-auto min-w-0">
          <h3 id={nameId} className="text-lg font-semibold text-slate-900">
            {candidateName(candidate)}
          </h3>
          {candidate.title && <p className="mt-0.5 text-sm font-medium text-slate-700">{candidate.title}</p>}
        </div>
        {best && label && (
          <div className="flex shrink-0 flex-col items-end gap-1 text-right">
            <span className="text-lg font-bold text-slate-900 tabular-nums">{best.score}% match</span>
            <Badge tone={MATCH_LABEL_TONES[label]}>{label}</Badge>
          </div>
        )}
      </div>

      <TagChipList tags={tags} />

      <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600" aria-label="Candidate facts">
        {candidate.location && <li>{candidate.location}</li>}
        {years !== undefined && <li>{yearsText(years)}</li>}
        {candidate.salaryExpectation !== undefined && (
          <li className="font-medium text-slate-800">Expects {formatSalaryK(candidate.salaryExpectation)}</li>
        )}
        {best && <li>Best fit: {best.jobTitle}</li>}
      </ul>

      {candidate.skills.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
          {shown.map((skill) => (
            <li key={skill}>
              <Badge tone="brand">{skill}</Badge>
            </li>
          ))}
          {more > 0 && (
            <li>
              <Badge>+{more} more</Badge>
            </li>
          )}
        </ul>
      )}

      <div className="grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 sm:flex sm:items-center">
        <Button className="col-span-2 sm:mr-auto" aria-describedby={nameId} onClick={() => onReview(candidate)}>
          Review Profile
        </Button>
        <ButtonLink variant="secondary" href={interviewHref(candidate, best?.jobId)}>
          Interview
          <span className="sr-only"> {candidateName(candidate)}</span>
        </ButtonLink>
        <ButtonLink variant="secondary" href={contactHref(candidate.userId)}>
          Contact
          <span className="sr-only"> {candidateName(candidate)}</span>
        </ButtonLink>
      </div>
    </Card>
  );
}
