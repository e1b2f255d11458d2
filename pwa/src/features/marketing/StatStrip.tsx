import { cx } from '../../ui/index.ts';
import type { Claim } from './marketing-claims.ts';

/** A row of figures as a description list (value, then what it measures), two per line on phones. */
export function StatStrip({ claims, tone = 'light', className }: { claims: readonly Claim[]; tone?: 'light' | 'dark'; className?: string }) {
  const isDark = tone === 'dark';
  return (
    <dl
      className={cx(
        'grid grid-cols-2 gap-px overflow-hidden rounded-2xl border',
        claims.length > 4 ? 'sm:grid-cols-3 lg:grid-cols-6' : 'sm:grid-cols-4',
        isDark ? 'border-brand-800 bg-brand-800' : 'border-slate-200 bg-slate-200',
        className,
      )}
    >
      {claims.map((claim) => (
        <div
          key={`${claim.value} ${claim.label}`}
          className={cx('flex flex-col-reverse items-center justify-center px-3 py-5 text-center', isDark ? 'bg-brand-900' : 'bg-white')}
        >
          <dt className={cx('mt-1 text-sm', isDark ? 'text-brand-100' : 'text-slate-600')}>{claim.label}</dt>
          <dd className={cx('text-2xl font-bold tracking-tight sm:text-3xl', isDark ? 'text-white' : 'text-brand-700')}>
            {claim.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
