import { cx } from '../../ui/index.ts';

/** A plan's features as a checked list. */
export function PlanFeatureList({ features, className }: { features: readonly string[]; className?: string }) {
  return (
    <ul className={cx('flex flex-col gap-2 text-sm text-slate-700', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true">
            <path
              fillRule="evenodd"
              d="M16.704 4.153a.75.75 0 0 1 .143 1.052l-8 10.5a.75.75 0 0 1-1.127.075l-4.5-4.5a.75.75 0 0 1 1.06-1.06l3.894 3.893 7.48-9.817a.75.75 0 0 1 1.05-.143Z"
              clipRule="evenodd"
            />
          </svg>
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
