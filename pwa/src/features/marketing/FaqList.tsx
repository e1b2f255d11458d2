import type { ReactNode } from 'react';

/** Questions that open to their answers (native details/summary: keyboard and screen-reader ready as is). */
export function FaqList({ items }: { items: ReadonlyArray<{ question: string; answer: ReactNode }> }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-3">
      {items.map((item) => (
        <details key={item.question} className="group rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
            {item.question}
            <span aria-hidden="true" className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="mt-3 text-sm leading-relaxed text-slate-700">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
