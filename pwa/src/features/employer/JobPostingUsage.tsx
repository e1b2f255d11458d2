import type { UsageCheck } from '@shared/rules/usage-limits.ts';
import { UsageMeter } from '../plans/UsageMeter.tsx';

/**
 * A free employer's monthly job postings: 'N of 3 job postings used this month', a bar, and the limit message
 * once no posting is left. Paid plans are unlimited and see nothing.
 */
export function JobPostingUsage({ usage }: { usage: UsageCheck | null }) {
  if (!usage || usage.limit === null) return null;
  return (
    <UsageMeter
      check={{ ...usage, limit: usage.limit }}
      text={`${usage.used} of ${usage.limit} job postings used this month`}
      barLabel="Job postings used this month"
      testId="job-posting-usage"
    />
  );
}
