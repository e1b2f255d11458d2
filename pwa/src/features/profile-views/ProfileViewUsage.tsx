import { UsageMeter } from '../plans/UsageMeter.tsx';
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
  return (
    <UsageMeter
      check={{ ...check, limit: check.limit }}
      text={profileViewsLeftText(check)}
      barLabel="Full profile views used this month"
      testId="profile-view-usage"
      withUpgradeLink={withUpgradeLink}
    />
  );
}
