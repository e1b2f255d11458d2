import { Link } from 'wouter';
import type { LegalBlock, LegalSection } from './legal-types.ts';
import { PageHeader } from './PageHeader.tsx';

/**
 * A full legal document: title and date, a pointer to its plain-language summary, a table of contents and
 * numbered sections. On wide screens the contents stay beside the text; on phones they come first.
 */
export function LegalDocument({
  title,
  lead,
  updated,
  sections,
  summary,
}: {
  title: string;
  lead: string;
  updated: string;
  sections: readonly LegalSection[];
  summary: { href: string; label: string };
}) {
  return (
    <div>
      <PageHeader eyebrow="Legal" title={title} lead={lead} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm text-slate-600">Last updated {updated}</p>
          <Link href={summary.href} className="mt-2 inline-block text-sm font-medium text-brand-700 underline underline-offset-2">
            {summary.label}
          </Link>
          <ol className="mt-4 grid list-decimal gap-1.5 rounded-2xl border border-slate-200 bg-white py-4 pr-4 pl-9 text-sm text-slate-700">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="hover:text-brand-700 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24 not-first:mt-8">
              <h2 id={`${section.id}-title`} className="text-lg font-semibold text-slate-900 sm:text-xl">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 grid gap-3 text-[15px] leading-relaxed text-slate-700">
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul className="grid list-disc gap-1.5 pl-5 marker:text-slate-400">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
