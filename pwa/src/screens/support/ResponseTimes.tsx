import { RESPONSE_TIMES } from './support-content.ts';

/** Response targets by kind of request, as a description list: the kind, what it covers, the target. */
export function ResponseTimes() {
  return (
    <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {RESPONSE_TIMES.map((row) => (
        <div key={row.kind} className="grid gap-x-6 gap-y-1 p-5 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
          <dt className="font-semibold text-slate-900">{row.kind}</dt>
          <dd className="text-sm text-slate-600 sm:col-start-1">{row.examples}</dd>
          <dd className="text-lg font-bold text-brand-700 sm:col-start-2 sm:row-span-2 sm:row-start-1" data-testid="response-time">
            {row.target}
          </dd>
        </div>
      ))}
    </dl>
  );
}
