import { Link } from 'wouter';
import type { Step } from './how-it-works-steps.ts';

/** Numbered steps of one side; each step's title is an h3 under the column's h2 heading. */
export function StepList({ title, steps }: { title: string; steps: readonly Step[] }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
      <ol className="mt-6 grid gap-6">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h4 className="font-semibold text-slate-900">{step.title}</h4>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{step.text}</p>
              {step.link && (
                <Link href={step.link.href} className="mt-2 inline-block text-sm font-medium text-brand-700 underline underline-offset-2">
                  {step.link.label}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
