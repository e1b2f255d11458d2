import { Link } from 'wouter';
import type { UsageCheck } from '@shared/rules/usage-limits.ts';

/**
 * One free-plan limit as a card: the line saying how much is used or left, a bar, and the limit message once
 * nothing is left; amber at the limit. `withUpgradeLink` is off where the plans themselves are shown.
 */
export function UsageMeter({
  check,
  text,
  barLabel,
  testId,
  withUpgradeLink = true,
}: {
  check: UsageCheck & { limit: number };
  text: string;
  barLabel: string;
  testId: string;
  withUpgradeLink?: boolean;
}) {
  const share = Math.min(100, Math.round((check.used / check.limit) * 100));
  return (
    <div
      className={
        check.allowed ? 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm' : 'rounded-2xl border border-amber-300 bg-amber-50 p-4'
      }
      data-testid={testId}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="font-medium text-slate-900">{text}</p>
        {withUpgradeLink && (
          <Link href="/employer-pricing" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Upgrade for unlimited
          </Link>
        )}
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={barLabel}
        aria-valuemin={0}
        aria-valuemax={check.limit}
        aria-valuenow={check.used}
      >
        <div className={check.allowed ? 'h-full bg-brand-600' : 'h-full bg-amber-500'} style={{ width: `${share}%` }} />
      </div>
      {check.message && (
        <p className="mt-3 text-sm text-amber-900" role="alert">
          {check.message}
        </p>
      )}
    </div>
  );
}
