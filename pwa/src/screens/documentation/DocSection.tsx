import type { ReactNode } from 'react';
import { Card } from '../../ui/index.ts';

/** One titled part of a documentation tab: a card with an h2 and prose. */
export function DocSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" title={title}>
      <div className="flex flex-col gap-3 text-sm leading-6 text-slate-700 [&_h3]:mt-2 [&_h3]:font-semibold [&_h3]:text-slate-900">
        {children}
      </div>
    </Card>
  );
}

/** A bulleted list of short points. */
export function Points({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 marker:text-brand-600">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** A numbered list of steps. */
export function Steps({ items }: { items: readonly ReactNode[] }) {
  return (
    <ol className="list-decimal space-y-1 pl-5 marker:font-semibold marker:text-brand-700">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ol>
  );
}

/** A two-column table of terms and what they mean, readable at 360 px (it scrolls sideways inside its box). */
export function FactTable({ caption, head, rows }: { caption: string; head: readonly [string, string]; rows: readonly (readonly [ReactNode, ReactNode])[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {head[0]}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {head[1]}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map(([term, meaning], i) => (
            <tr key={i}>
              <th scope="row" className="w-2/5 px-3 py-2 align-top font-medium text-slate-900 sm:w-1/3">
                {term}
              </th>
              <td className="px-3 py-2 align-top">{meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
