import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names.ts';

/**
 * A white panel. With `title` it gets a header (and `actions` on its right); `as="section"` with a title
 * makes it a landmark region named by the title.
 */
export function Card({
  title,
  description,
  actions,
  as: Element = 'div',
  className,
  children,
  ...rest
}: {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  as?: 'div' | 'section' | 'article' | 'li';
  className?: string;
  children?: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'title'>) {
  return (
    <Element className={cx('rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6', className)} {...rest}>
      {(title || actions) && (
        <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            {title && <h2 className="text-base font-semibold text-slate-900">{title}</h2>}
            {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
          </div>
          {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </Element>
  );
}
