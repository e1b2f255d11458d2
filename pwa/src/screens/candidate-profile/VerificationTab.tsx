import { computeVerificationProgress, getVerificationBadge } from '@shared/rules/verification-badge.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import { VERIFICATION_KINDS } from '@shared/schemas/verification.ts';
import { CompletenessBar } from '../../features/candidates/CompletenessBar.tsx';
import {
  VERIFICATION_BADGE_TONES,
  VERIFICATION_KIND_LABELS,
  VERIFICATION_STATUS_DISPLAY,
} from '../../features/candidates/verification-display.ts';
import { useVerificationStatuses } from '../../features/candidates/use-verification-statuses.ts';
import { Badge, ButtonLink } from '../../ui/index.ts';

/**
 * The Verification tab: where each of the three checks stands and the profile's badge. The checks themselves
 * happen on /id-verification; statuses arrive from the server as it reviews them.
 */
export function VerificationTab({ candidate, completenessPercentage }: { candidate: Candidate; completenessPercentage: number }) {
  const statuses = useVerificationStatuses(candidate.userId);
  const progress = computeVerificationProgress(statuses);
  const badge = getVerificationBadge(statuses, completenessPercentage);

  return (
    <section aria-labelledby="verification-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="verification-heading" className="text-lg font-semibold text-slate-900">
            Verification
          </h2>
          <p className="text-sm text-slate-600">Verified profiles earn more trust from employers.</p>
        </div>
        <Badge tone={VERIFICATION_BADGE_TONES[badge]} className="text-sm">
          {badge}
        </Badge>
      </div>
      <div>
        <p className="mb-1 text-sm text-slate-700">
          {progress.verified} of {progress.total} checks verified
        </p>
        <CompletenessBar percentage={progress.percentage} label="Verification progress" />
      </div>
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {VERIFICATION_KINDS.map((kind) => {
          const status = VERIFICATION_STATUS_DISPLAY[statuses[kind]];
          return (
            <li key={kind} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h3 className="font-medium text-slate-900">{VERIFICATION_KIND_LABELS[kind].title}</h3>
                <p className="text-sm text-slate-600">{VERIFICATION_KIND_LABELS[kind].description}</p>
              </div>
              <Badge tone={status.tone} className="w-fit shrink-0">
                {status.label}
              </Badge>
            </li>
          );
        })}
      </ul>
      <ButtonLink href="/id-verification" className="w-full sm:w-fit">
        Go to Verification
      </ButtonLink>
    </section>
  );
}
