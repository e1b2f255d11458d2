import { ButtonLink } from '../../ui/index.ts';
import type { SummaryPoint } from './legal-types.ts';
import { PageHeader } from './PageHeader.tsx';

/**
 * The plain-language version of a legal document: a few numbered points, then the way to the full text,
 * which is the one that applies.
 */
export function LegalSummary({
  title,
  lead,
  updated,
  points,
  full,
}: {
  title: string;
  lead: string;
  updated: string;
  points: readonly SummaryPoint[];
  full: { href: string; label: string };
}) {
  return (
    <div>
      <PageHeader eyebrow="The short version" title={title} lead={lead} />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
        <p className="text-sm text-slate-600">Last updated {updated}</p>
        <ol className="mt-4 grid gap-4 sm:grid-cols-2">
          {points.map((point, index) => (
            <li key={point.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div>
                <h2 className="font-semibold text-slate-900">{point.title}</h2>
                <p className="mt-1 text-sm leading-relaxed text-slate-700">{point.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-col items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-800">This summary helps you read the full text; the full text is what applies.</p>
          <ButtonLink href={full.href} variant="secondary">
            {full.label}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
