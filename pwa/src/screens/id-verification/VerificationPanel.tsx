import type { ReactNode } from 'react';
import type { Verification, VerificationKind } from '@shared/schemas/verification.ts';
import { VERIFICATION_KIND_LABELS, VERIFICATION_STATUS_DISPLAY } from '../../features/candidates/verification-display.ts';
import { Badge, Card } from '../../ui/index.ts';
import { formatDate } from '../../ui/format-date.ts';

/** What each check proves to an employer or candidate looking at the profile. */
const PROOFS: Record<VerificationKind, string> = {
  id: 'Proves you are the person your profile names. The document is checked by a reviewer and never stored on your devices.',
  email: 'Proves you work at the company you name: only someone with access to that mailbox can enter the code.',
  reference: 'Proves someone you worked with stands behind your work: they confirm through a single-use link.',
};

/**
 * One check: its status and what it proves, then the form while it can be (re)submitted. A pending check waits
 * for its reviewer, code or reference; a verified one is done; a rejected one shows why and can be sent again.
 */
export function VerificationPanel({
  kind,
  verification,
  formWhilePending = false,
  children,
}: {
  kind: VerificationKind;
  verification: Verification | undefined;
  /** The company e-mail's code step and the reference's waiting note are their forms while pending. */
  formWhilePending?: boolean;
  children: ReactNode;
}) {
  const status = verification?.status ?? 'not_started';
  const display = VERIFICATION_STATUS_DISPLAY[status];
  const headingId = `verification-${kind}-heading`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {VERIFICATION_KIND_LABELS[kind].title}
        </h2>
        <Badge tone={display.tone} className="text-sm">
          {display.label}
        </Badge>
      </div>
      <p className="mt-2 text-sm text-slate-700">{PROOFS[kind]}</p>
      <p className="mt-1 text-sm text-slate-600">{VERIFICATION_KIND_LABELS[kind].description}</p>
      {verification?.submittedAt && (
        <p className="mt-3 text-sm text-slate-600">Submitted on {formatDate(verification.submittedAt)}.</p>
      )}
      {kind === 'id' && status === 'pending' && (
        <p className="mt-1 text-sm text-slate-700">A reviewer checks your document within 24-48 hours.</p>
      )}
      {status === 'verified' && verification?.reviewedAt && (
        <p className="mt-1 text-sm text-green-800">Verified on {formatDate(verification.reviewedAt)}.</p>
      )}
      {status === 'rejected' && (
        <p className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800" role="status">
          {verification?.rejectionReason ?? 'This check was not accepted.'} You can send it again below.
        </p>
      )}
      {(status === 'not_started' || status === 'rejected' || (formWhilePending && status === 'pending')) && (
        <div className="mt-5 border-t border-slate-200 pt-5">{children}</div>
      )}
    </Card>
  );
}
