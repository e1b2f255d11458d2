import { cx } from './class-names.ts';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

/** A spinning ring. `label` is announced to screen readers; pass `label={null}` when text beside it says it. */
export function Spinner({
  size = 'md',
  label = 'Loading',
  className,
}: {
  size?: keyof typeof SIZES;
  label?: string | null;
  className?: string;
}) {
  return (
    <span role={label ? 'status' : undefined} className={cx('inline-flex items-center', className)}>
      <svg className={cx('animate-spin', SIZES[size])} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
