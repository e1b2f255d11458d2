import { useId, type ReactNode } from 'react';
import { cx } from '../../ui/index.ts';

/**
 * One titled band of a public page: a region landmark named by its h2, with an optional intro. `tone="muted"`
 * gives alternate bands a white background so long pages read as separate parts.
 */
export function PageSection({
  title,
  intro,
  tone = 'plain',
  width = 'wide',
  className,
  children,
}: {
  title: string;
  intro?: ReactNode;
  tone?: 'plain' | 'white';
  width?: 'wide' | 'narrow';
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cx(tone === 'white' && 'border-y border-slate-200 bg-white', className)}>
      <div className={cx('mx-auto px-4 py-10 sm:px-6 sm:py-14', width === 'wide' ? 'max-w-6xl' : 'max-w-3xl')}>
        <div className="mx-auto max-w-3xl text-center">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {title}
          </h2>
          {intro && <p className="mt-3 text-base text-pretty text-slate-600">{intro}</p>}
        </div>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
