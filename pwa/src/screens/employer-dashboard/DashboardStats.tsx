import { Link } from 'wouter';
import { cx } from '../../ui/index.ts';

const TILE = 'flex h-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

export interface DashboardStat {
  label: string;
  value: number;
  /** Where the number leads, e.g. the applications for 'Total applications'; none when it is on this page. */
  href?: string;
}

/** The four numbers at the top of the employer dashboard, each a link to where they come from. */
export function DashboardStats({ stats }: { stats: readonly DashboardStat[] }) {
  return (
    <section aria-label="Your hiring at a glance">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {stats.map((stat) => {
          const content = (
            <>
              <span className="text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">{stat.value}</span>
              <span className="text-sm text-slate-600">{stat.label}</span>
            </>
          );
          return (
            <li key={stat.label}>
              {stat.href ? (
                <Link href={stat.href} className={cx(TILE, 'transition-colors hover:border-brand-300')}>
                  {content}
                </Link>
              ) : (
                <div className={TILE}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
