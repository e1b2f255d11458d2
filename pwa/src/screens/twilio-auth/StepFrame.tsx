import type { ReactNode } from 'react';
import { Card } from '../../ui/index.ts';

/**
 * One step of the join flow: a back button to the choice step (every step but the choice has one), the step's
 * heading and text, and its form.
 */
export function StepFrame({
  title,
  description,
  onBack,
  children,
}: {
  title: string;
  description?: ReactNode;
  onBack?: () => void;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-5">
      {onBack && (
        <button
          type="button"
          onClick={onBack}
          className="-ml-1 inline-flex items-center gap-1 self-start rounded-md px-1 py-0.5 text-sm font-medium text-slate-700 hover:text-brand-700"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
            <path
              fillRule="evenodd"
              d="M11.78 5.22a.75.75 0 0 1 0 1.06L8.06 10l3.72 3.72a.75.75 0 1 1-1.06 1.06l-4.25-4.25a.75.75 0 0 1 0-1.06l4.25-4.25a.75.75 0 0 1 1.06 0Z"
              clipRule="evenodd"
            />
          </svg>
          Back
        </button>
      )}
      <div>
        <h2 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </Card>
  );
}
