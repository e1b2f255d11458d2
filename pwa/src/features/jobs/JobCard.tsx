import { memo, useId, useState } from 'react';
import { Link } from 'wouter';
import { DISPLAY_COUNTS } from '@shared/catalog.ts';
import { getMatchLabel } from '@shared/rules/match-labels.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import { Badge, Button, Card } from '../../ui/index.ts';
import { JobMatchExplanation } from './JobMatchExplanation.tsx';
import { MATCH_LABEL_TONES } from './match-display.ts';
import { jobPageHref } from './job-page-href.ts';
import { JobFacts } from './JobFacts.tsx';

export interface JobCardProps {
  job: Job;
  /** The candidate's match score (0-100) computed on this device; undefined without a profile. */
  score: number | undefined;
  candidate: Candidate | undefined;
  isSaved: boolean;
  isApplied: boolean;
  onToggleSave: (job: Job) => void;
  onApply: (job: Job, score: number | undefined) => void;
  /** In the saved-jobs list: the save toggle reads 'Remove', since a job there is saved by definition. */
  isInSavedList?: boolean;
  /** The employer closed the job: it stays readable (a saved job) but takes no applications. */
  isClosed?: boolean;
}

function VerifiedMark() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0 text-brand-600" role="img" aria-label="Verified company">
      <path
        fillRule="evenodd"
        d="M16.4 4.7a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.6 9.7a1 1 0 1 1 1.4-1.4l3.2 3.2 6.8-6.8a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * A job in the browse list: what it is, where, for how much, the first skills, and the device's match score
 * with its label. 'Learn More' opens the full description and why the score is what it is. Memoized: the list
 * re-renders on every keystroke, the cards only when their own job or state changes.
 */
export const JobCard = memo(function JobCard({
  job,
  score,
  candidate,
  isSaved,
  isApplied,
  onToggleSave,
  onApply,
  isInSavedList = false,
  isClosed = false,
}: JobCardProps) {
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  const label = score === undefined ? undefined : getMatchLabel(score);

  // content-visibility: a card below the screen is not laid out or painted until it is near it (thirty cards
  // were one layout task too long for a phone as the list opened); `auto` keeps the size it was last drawn at.
  return (
    <Card as="li" className="flex flex-col gap-3 [contain-intrinsic-size:auto_16rem] [content-visibility:auto]">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold text-slate-900">
            <Link href={jobPageHref(job.id)} className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
              {job.title}
            </Link>
          </h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm font-medium text-slate-700">
            {job.companyName}
            {job.companyVerified && <VerifiedMark />}
          </p>
        </div>
        {score !== undefined && label && (
          <div className="flex shrink-0 flex-col items-end gap-1 text-right">
            <span className="text-lg font-bold text-slate-900 tabular-nums">{score}% match</span>
            <Badge tone={MATCH_LABEL_TONES[label]}>{label}</Badge>
          </div>
        )}
      </div>

      <JobFacts job={job} isClosed={isClosed} />

      {job.skills.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
          {job.skills.slice(0, DISPLAY_COUNTS.jobCardSkills).map((skill) => (
            <li key={skill}>
              <Badge tone="brand">{skill}</Badge>
            </li>
          ))}
        </ul>
      )}

      {isOpen && (
        <div id={detailsId} className="flex flex-col gap-4 border-t border-slate-200 pt-4">
          <section aria-label="Job description">
            <h4 className="text-sm font-semibold text-slate-900">About the job</h4>
            <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{job.description}</p>
            <p className="mt-2 text-sm text-slate-600">
              {job.requiredExperience > 0 ? `${job.requiredExperience}+ years of experience asked for.` : 'No prior experience required.'}
              {job.skills.length > DISPLAY_COUNTS.jobCardSkills && ` All skills: ${job.skills.join(', ')}.`}
            </p>
          </section>
          {candidate && <JobMatchExplanation job={job} candidate={candidate} />}
        </div>
      )}

      <div className="grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 sm:flex sm:items-center">
        <Button
          variant="ghost"
          aria-expanded={isOpen}
          aria-controls={detailsId}
          aria-describedby={titleId}
          onClick={() => setIsOpen((open) => !open)}
          className="col-span-2 sm:mr-auto"
        >
          {isOpen ? 'Show Less' : 'Learn More'}
        </Button>
        {isInSavedList ? (
          <Button variant="secondary" aria-describedby={titleId} onClick={() => onToggleSave(job)}>
            Remove
          </Button>
        ) : (
          <Button variant="secondary" aria-pressed={isSaved} aria-describedby={titleId} onClick={() => onToggleSave(job)}>
            {isSaved ? 'Saved' : 'Save Job'}
          </Button>
        )}
        <Button disabled={isApplied || isClosed} aria-describedby={titleId} onClick={() => onApply(job, score)}>
          {isApplied ? 'Applied' : isClosed ? 'Closed' : 'Apply Now'}
        </Button>
      </div>
    </Card>
  );
});
