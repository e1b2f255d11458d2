import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

/** What a list shows when it has nothing: an icon, a title, a line of help and usually one action. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
}: {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cx(
        'flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center',
        className,
      )}
    >
      {icon && (
        <div className="mb-1 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600" aria-hidden="true">
          {icon}
        </div>
      )}
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {description && <p className="max-w-sm text-sm text-slate-600">{description}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
