import { cx } from '../../ui/index.ts';

/**
 * How much of a file has been sent, as a bar and a percentage. A div with the progressbar role rather than a
 * native <progress>: it exposes aria-valuenow, which assistive technology reads as the value changes.
 */
export function UploadProgressBar({ percent, label, className }: { percent: number; label: string; className?: string }) {
  return (
    <div className={cx('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-12 shrink-0 text-right text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
