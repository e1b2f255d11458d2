import { cx } from '../../ui/index.ts';

/** A labelled progress bar of a profile's completeness (a native <progress>, so screen readers read the value). */
export function CompletenessBar({ percentage, label, className }: { percentage: number; label: string; className?: string }) {
  return (
    <div className={cx('flex items-center gap-3', className)}>
      <progress
        value={percentage}
        max={100}
        aria-label={label}
        className={cx(
          'h-2 w-full flex-1 appearance-none overflow-hidden rounded-full bg-slate-200',
          '[&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600',
          '[&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-brand-600',
        )}
      />
      <span className="min-w-10 shrink-0 text-right text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">{percentage}%</span>
    </div>
  );
}
