import type { ReactNode } from 'react';

/**
 * The top of a public page: a small eyebrow, the page's only h1, a lead paragraph and optional actions.
 * Every marketing and legal screen starts with it so headings stay in order (h1 here, h2 in sections).
 */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-10 text-center sm:px-6 sm:py-14">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">{title}</h1>
        {lead && <p className="mx-auto mt-4 max-w-2xl text-base text-pretty text-slate-600 sm:text-lg">{lead}</p>}
        {children && <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>}
      </div>
    </header>
  );
}
