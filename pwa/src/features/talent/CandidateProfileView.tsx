import type { ReactNode } from 'react';
import { WORK_AUTHORIZATION_LABELS } from '@shared/catalog.ts';
import { formatSalaryK } from '@shared/rules/salary-display.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import { safeLinkHref } from '@shared/schemas/web-link.ts';
import { Badge } from '../../ui/index.ts';
import { formatMonthRange } from '../candidates/format-month.ts';
import { CandidateDocuments } from '../files/CandidateDocuments.tsx';
import { ViewFullProfile } from '../profile-views/ViewFullProfile.tsx';

/** Labels of every stored work authorization value, the legacy ones included (spec section 3). */
const AUTHORIZATION_LABELS: Record<Candidate['workAuthorizationStatus'], string> = {
  ...WORK_AUTHORIZATION_LABELS,
  requires_sponsorship: 'Requires Sponsorship',
  h1b: 'H-1B Visa',
  opt: 'OPT',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function Verifications({ verified }: { verified: string[] }) {
  if (verified.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Verifications">
      {verified.map((text) => (
        <li key={text}>
          <Badge tone="success">{text}</Badge>
        </li>
      ))}
    </ul>
  );
}

function Skills({ skills }: { skills: readonly string[] }) {
  return (
    <Section title="Skills">
      {skills.length === 0 ? (
        <p className="text-sm text-slate-600">No skills listed.</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <li key={skill}>
              <Badge tone="brand">{skill}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * Everything of a candidate profile this employer's device holds; a summary (a free employer's copy of a profile
 * not opened yet) shows only what it holds, with the 'View full profile' action. Contact details appear only when the server
 * sent them (the candidate applied to or wrote to this employer); otherwise a line says how they become visible.
 */
export function CandidateProfileView({ candidate, years }: { candidate: Candidate; years: number | undefined }) {
  const links = [
    // Only http(s) links become links, whatever an old or forged document holds.
    ['LinkedIn', safeLinkHref(candidate.linkedinUrl)],
    ['GitHub', safeLinkHref(candidate.githubUrl)],
    ['Portfolio', safeLinkHref(candidate.portfolioUrl)],
  ].filter((link): link is [string, string] => Boolean(link[1]));
  const verified = [
    candidate.isIdVerified && 'ID verified',
    candidate.isCompanyEmailVerified && 'Company e-mail verified',
    candidate.isReferenceVerified && 'Reference verified',
  ].filter((text): text is string => Boolean(text));
  // A summary's details are blank placeholders (decisions.md, 10 full profiles a month): only what it really holds shows.
  const isSummary = candidate.isSummary === true;

  if (isSummary) {
    return (
      <div className="flex flex-col gap-5">
        <ViewFullProfile candidate={candidate} />
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Fact term="Location">{candidate.location || 'Not given'}</Fact>
          <Fact term="Experience">{years === undefined ? 'Not given' : `${years} ${years === 1 ? 'year' : 'years'}`}</Fact>
          <Fact term="Work authorization">{AUTHORIZATION_LABELS[candidate.workAuthorizationStatus]}</Fact>
        </dl>
        <Verifications verified={verified} />
        <Skills skills={candidate.skills} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact term="Location">{candidate.location || 'Not given'}</Fact>
        <Fact term="Experience">{years === undefined ? 'Not given' : `${years} ${years === 1 ? 'year' : 'years'}`}</Fact>
        <Fact term="Salary expectation">
          {candidate.salaryExpectation === undefined ? 'Not given' : formatSalaryK(candidate.salaryExpectation)}
        </Fact>
        <Fact term="Work authorization">{AUTHORIZATION_LABELS[candidate.workAuthorizationStatus]}</Fact>
        {candidate.interviewAvailability && <Fact term="Interview availability">{candidate.interviewAvailability}</Fact>}
        {/* Two columns: an address broken in the middle of a word is hard to read and to copy. */}
        {candidate.email && (
          <Fact term="Email" className="col-span-2">
            {candidate.email}
          </Fact>
        )}
        {candidate.phone && <Fact term="Phone">{candidate.phone}</Fact>}
      </dl>
      {!candidate.email && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          Contact details become visible once {candidate.firstName} applies to one of your jobs or replies to your
          message.
        </p>
      )}
      <Verifications verified={verified} />

      <CandidateDocuments candidate={candidate} />

      {candidate.bio && (
        <Section title="About">
          <p className="text-sm whitespace-pre-wrap text-slate-700">{candidate.bio}</p>
        </Section>
      )}

      <Skills skills={candidate.skills} />

      {candidate.experience.length > 0 && (
        <Section title="Experience">
          <ol className="flex flex-col gap-3">
            {candidate.experience.map((entry) => (
              <li key={entry.id} className="text-sm">
                <p className="font-medium text-slate-900">
                  {entry.position} · {entry.companyName}
                </p>
                <p className="text-slate-600">
                  {formatMonthRange(entry.startDate, entry.endDate, entry.isCurrent)}
                  {entry.location && ` · ${entry.location}`}
                </p>
                {entry.description && <p className="mt-1 whitespace-pre-wrap text-slate-700">{entry.description}</p>}
              </li>
            ))}
          </ol>
        </Section>
      )}

      {candidate.education.length > 0 && (
        <Section title="Education">
          <ul className="flex flex-col gap-2">
            {candidate.education.map((entry) => (
              <li key={entry.id} className="text-sm">
                <p className="font-medium text-slate-900">
                  {[entry.degree, entry.fieldOfStudy].filter(Boolean).join(', ')}
                </p>
                <p className="text-slate-600">
                  {entry.institutionName} · {formatMonthRange(entry.startDate, entry.endDate, entry.isOngoing)}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {candidate.certifications.length > 0 && (
        <Section title="Certifications">
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {candidate.certifications.map((certification) => (
              <li key={certification.id}>
                {certification.name} ({certification.issuer})
              </li>
            ))}
          </ul>
        </Section>
      )}

      {links.length > 0 && (
        <Section title="Links">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {links.map(([label, href]) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noreferrer noopener" className="font-medium text-brand-700 underline">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
