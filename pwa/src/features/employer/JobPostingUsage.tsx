import { Link } from 'wouter';
import type { UsageCheck } from '@shared/rules/usage-limits.ts';

/**
 * A free employer's monthly job postings: 'N of 3 job postings used this month', a bar, and the limit message
 * once no posting is left. Paid plans are unlimited and see nothing.
 */
export function JobPostingUsage({ usage }: { usage: UsageCheck | null }) {
  if (!usage || usage.limit === null) return null;
  const share = Math.min(100, Math.round((usage.used / usage.limit) * 100));
  return (
    <div
      className={
        usage.allowed
          ? 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm'
          : 'rounded-2xl border border-amber-300 bg-amber-50 p-4'
      }
      data-testid="job-posting-usage"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="font-medium text-slate-900">
          {usage.used} of {usage.limit} job postings used this month
        </p>
        <Link href="/employer-pricing" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Upgrade for unlimited
        </Link>
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Job postings used this month"
        aria-valuemin={0}
        aria-valuemax={usage.limit}
        aria-valuenow={usage.used}
      >
        <div className={usage.allowed ? 'h-full bg-brand-600' : 'h-full bg-amber-500'} style={{ width: `${share}%` }} />
      </div>
      {usage.message && (
        <p className="mt-3 text-sm text-amber-900" role="alert">
          {usage.message}
        </p>
      )}
    </div>
  );
}
