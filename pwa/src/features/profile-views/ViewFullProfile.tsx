import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { Candidate } from '@shared/schemas/candidate.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { ApiError, describeError } from '../../sync/api.ts';
import { Button } from '../../ui/index.ts';
import { openFullProfile, profileViewsLeftText } from './profile-view-usage.ts';
import { useProfileViewUsage } from './use-profile-view-usage.ts';

type Step = { kind: 'idle' } | { kind: 'opening' } | { kind: 'limit'; message: string } | { kind: 'error'; message: string } | { kind: 'offline' };

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What the full profile adds, by count only: the summary's entries carry no details to show. */
function hiddenText(candidate: Candidate): string {
  const parts = [
    candidate.experience.length > 0 && plural(candidate.experience.length, 'position', 'positions'),
    candidate.education.length > 0 && plural(candidate.education.length, 'education entry', 'education entries'),
  ].filter((part): part is string => Boolean(part));
  const listed = parts.length ? ` (${parts.join(' and ')})` : '';
  return `Open the full profile to see the experience and education${listed}, the bio, salary expectation, links and documents.`;
}

/**
 * The summary of a profile a free employer has not opened yet says so, with the 'View full profile' action and
 * the views left. Opening is a counted grant on the server; the full profile then replaces this by replication.
 * Offline it pre-checks with the shared rule and says that opening needs a connection. At the limit the action is
 * off and the limit message with the way to the plans shows at once, not only after a press (issue 52).
 */
export function ViewFullProfile({ candidate }: { candidate: Candidate }) {
  const { check, userId } = useProfileViewUsage();
  const { online } = useSnapshot(syncStatus);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const isAtLimit = check !== null && !check.allowed;
  const limitMessage = isAtLimit ? (check.message ?? '') : step.kind === 'limit' ? step.message : null;

  const open = async () => {
    if (!userId) return;
    if (check && !check.allowed) return setStep({ kind: 'limit', message: check.message ?? '' });
    if (!online) return setStep({ kind: 'offline' });
    setStep({ kind: 'opening' });
    try {
      await openFullProfile(userId, candidate.id);
      // Stays 'opening' until the full copy arrives and this component gives way to the full profile.
    } catch (error) {
      if (error instanceof ApiError && error.code === 'limit') setStep({ kind: 'limit', message: error.serverMessage });
      else if (error instanceof TypeError) setStep({ kind: 'offline' });
      else setStep({ kind: 'error', message: describeError(error, 'The full profile could not be opened. Please try again.') });
    }
  };

  return (
    <section className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4" aria-label="Profile summary" data-testid="profile-summary">
      <p className="text-sm font-medium text-slate-900">You are seeing a summary of {candidate.firstName}'s profile.</p>
      <p className="text-sm text-slate-700">{hiddenText(candidate)}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void open()} isLoading={step.kind === 'opening'} disabled={isAtLimit}>
          View full profile
        </Button>
        {check && check.limit !== null && <span className="text-sm text-slate-700">{profileViewsLeftText(check)}</span>}
      </div>
      {step.kind === 'opening' && (
        <p className="text-sm text-slate-700" role="status">
          Opening the full profile…
        </p>
      )}
      {step.kind === 'offline' && (
        <p className="text-sm text-amber-900" role="alert">
          Opening a full profile needs a connection. Try again when you are back online.
        </p>
      )}
      {step.kind === 'error' && (
        <p className="text-sm text-red-700" role="alert">
          {step.message}
        </p>
      )}
      {limitMessage !== null && (
        <div className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3" role="alert">
          <p className="text-sm text-amber-900">{limitMessage}</p>
          <Link href="/employer-pricing" className="text-sm font-medium text-brand-700 underline underline-offset-2">
            See employer plans
          </Link>
        </div>
      )}
    </section>
  );
}
