import { useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { collectVerificationStatuses, computeVerificationProgress } from '@shared/rules/verification-badge.ts';
import type { Verification, VerificationKind } from '@shared/schemas/verification.ts';
import { CompletenessBar } from '../../features/candidates/CompletenessBar.tsx';
import { VERIFICATION_STATUS_DISPLAY } from '../../features/candidates/verification-display.ts';
import { useDocs } from '../../db/hooks.ts';
import { session } from '../../state/session.ts';
import { Card, Tabs, cx } from '../../ui/index.ts';
import { CompanyEmailForm } from './CompanyEmailForm.tsx';
import { IdDocumentForm } from './IdDocumentForm.tsx';
import { ReferenceForm } from './ReferenceForm.tsx';
import { VerificationPanel } from './VerificationPanel.tsx';

/** Short enough for three tabs side by side on a phone; each panel's heading gives the full name. */
const TAB_LABELS: Record<VerificationKind, string> = { id: 'ID', email: 'Email', reference: 'Reference' };

const DOT_TONES = { neutral: 'bg-slate-400', warning: 'bg-amber-500', success: 'bg-green-600', danger: 'bg-red-600' } as const;

/**
 * /id-verification (routes: signed in): how many of the three checks are verified, and a tab per check with its
 * live status (from the replicated verifications), what it proves and its form. Statuses are the server's.
 */
export function IdVerificationScreen() {
  const { user } = useSnapshot(session);
  const { docs } = useDocs('verifications', { userId: user?.id ?? '\u0000' });
  const byKind = useMemo(() => new Map<VerificationKind, Verification>(docs.map((doc) => [doc.kind, doc])), [docs]);
  const statuses = collectVerificationStatuses(docs);
  const progress = computeVerificationProgress(statuses);
  if (!user) return null;

  const tab = (kind: VerificationKind, form: ReactNode) => {
    const tone = VERIFICATION_STATUS_DISPLAY[statuses[kind]].tone as keyof typeof DOT_TONES;
    return {
      key: kind,
      label: (
        <>
          <span className={cx('size-2 rounded-full', DOT_TONES[tone])} aria-hidden="true" />
          {TAB_LABELS[kind]}
        </>
      ),
      content: (
        <VerificationPanel kind={kind} verification={byKind.get(kind)} formWhilePending={kind !== 'id'}>
          {form}
        </VerificationPanel>
      ),
    };
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Verification</h1>
        <p className="mt-2 text-sm text-slate-600">
          Verified profiles earn more trust. Your status updates here on its own as each check completes, on all your devices.
        </p>
      </header>
      <Card as="section" aria-labelledby="progress-heading" className="mb-6">
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="progress-heading" className="text-base font-semibold text-slate-900">
            Overall progress
          </h2>
          <p className="text-sm text-slate-600">
            {progress.verified} of {progress.total} checks verified
          </p>
        </div>
        <CompletenessBar percentage={progress.percentage} label="Verification progress" />
      </Card>
      <Tabs
        label="Verification checks"
        fullWidth
        items={[
          tab('id', <IdDocumentForm previous={byKind.get('id')} />),
          tab('email', <CompanyEmailForm verification={byKind.get('email')} />),
          tab('reference', <ReferenceForm verification={byKind.get('reference')} />),
        ]}
      />
    </div>
  );
}
