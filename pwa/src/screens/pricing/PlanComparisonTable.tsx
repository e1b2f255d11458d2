import type { UserType } from '@shared/schemas/common.ts';
import { cx } from '../../ui/index.ts';
import { MarketingIcon } from '../../features/marketing/MarketingIcon.tsx';
import { buildComparisonTable, type ComparisonCell } from '../../features/marketing/plan-rows.ts';

const CAPTIONS: Record<UserType, string> = { candidate: 'Job seeker plans', employer: 'Employer plans' };

/**
 * The comparison table of one audience's plans. On phones it scrolls sideways inside a focusable region, so
 * keyboard users can scroll it too. The region is `relative` so the absolutely placed sr-only labels of far
 * cells are clipped by it instead of widening the whole page.
 */
export function PlanComparisonTable({ audience }: { audience: UserType }) {
  const { plans, rows } = buildComparisonTable(audience);
  // Two plans fit a phone; three need the table to scroll sideways.
  const isWide = plans.length > 2;
  return (
    <div className="min-w-0">
      {isWide && <p className="mb-2 text-xs text-slate-600 sm:hidden">Swipe the table sideways to see every plan.</p>}
      <div
        role="region"
        aria-label={`${CAPTIONS[audience]} compared`}
        tabIndex={0}
        className="relative min-w-0 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        <table className={cx('w-full text-left text-sm', isWide && 'min-w-[34rem]')} data-audience={audience}>
          <caption className="px-4 pt-4 text-left text-base font-semibold text-slate-900">{CAPTIONS[audience]}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-4 py-3 font-medium text-slate-600">
                Feature
              </th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className="px-4 py-3 font-semibold text-slate-900">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="px-4 py-3 font-normal text-slate-700">
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={plans[index].id} className="px-4 py-3 text-slate-900">
                    <Cell cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Cell({ cell }: { cell: ComparisonCell }) {
  if (cell.kind === 'text') return <>{cell.text}</>;
  return cell.included ? (
    <span className="inline-flex items-center gap-1 text-green-800">
      <MarketingIcon name="check" className="size-5" />
      <span className="sr-only">Included</span>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-slate-500">
      <MarketingIcon name="cross" className="size-4" />
      <span className="sr-only">Not included</span>
    </span>
  );
}
