import { getApplicationStatusLabel } from '@shared/rules/application-status.ts';
import type { StatusChange } from '@shared/schemas/application.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { cx } from '../../ui/index.ts';

/**
 * An application's status history as a vertical timeline, oldest first, the current stage highlighted. For the
 * company (`authorName` given) each step shows its note and author; a note-only step reads 'Note added'.
 */
export function StatusTimeline({
  history,
  authorName,
}: {
  history: readonly StatusChange[];
  authorName?: (userId: string) => string;
}) {
  const steps = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (steps.length === 0) return <p className="text-sm text-slate-600">No status changes yet.</p>;
  return (
    <ol className="flex flex-col">
      {steps.map((step, index) => {
        const isCurrent = index === steps.length - 1;
        return (
          <li key={`${step.status}-${step.at}-${index}`} className="relative flex gap-3 pb-4 last:pb-0">
            {!isCurrent && <span className="absolute top-4 left-[5px] h-full w-0.5 bg-slate-200" aria-hidden="true" />}
            <span
              className={cx(
                'relative mt-1 size-3 shrink-0 rounded-full ring-2 ring-white',
                isCurrent ? 'bg-brand-600' : 'bg-slate-300',
              )}
              aria-hidden="true"
            />
            <div className="min-w-0">
              <p className={cx('text-sm', isCurrent ? 'font-semibold text-slate-900' : 'font-medium text-slate-700')}>
                {index > 0 && steps[index - 1]!.status === step.status ? 'Note added' : getApplicationStatusLabel(step.status)}
                {isCurrent && <span className="sr-only"> (current)</span>}
              </p>
              <time dateTime={step.at} className="text-xs text-slate-500">
                {formatDateTime(step.at)}
              </time>
              {authorName && step.authorUserId && <span className="text-xs text-slate-500"> · {authorName(step.authorUserId)}</span>}
              {authorName && step.note && <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{step.note}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
