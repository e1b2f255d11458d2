import { Link } from 'wouter';
import { useProfileViewUsage } from './use-profile-view-usage.ts';
import { profileViewsLeftText } from './profile-view-usage.ts';

/**
 * A free employer's full candidate profiles this month: 'N of 10 free profile views left this month', a bar,
 * and the limit message once none is left. Paid plans are unlimited and see nothing; nothing shows until known.
 * `withUpgradeLink` is off where the plans themselves are shown (/employer-pricing).
 */
export function ProfileViewUsage({ withUpgradeLink = true }: { withUpgradeLink?: boolean }) {
  const { check } = useProfileViewUsage();
  if (!check || check.limit === null) return null;
  const share = Math.min(100, Math.round((check.used / check.limit) * 100));
  return (
    <div
      className={
        check.allowed ? 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm' : 'rounded-2xl border border-amber-300 bg-amber-50 p-4'
      }
      data-testid="profile-view-usage"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="font-medium text-slate-900">{profileViewsLeftText(check)}</p>
        {withUpgradeLink && (
          <Link href="/employer-pricing" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Upgrade for unlimited
          </Link>
        )}
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Full profile views used this month"
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
