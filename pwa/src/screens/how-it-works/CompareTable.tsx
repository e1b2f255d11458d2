import { COMPARISON_ROWS } from './how-it-works-compare.ts';

/**
 * HireSync next to a typical job board, row by row. Phones get one card per topic instead of a three-column
 * table (which would hide the comparison column off-screen); only one of the two is ever displayed.
 */
export function CompareTable() {
  return (
    <>
      <ul className="grid gap-3 sm:hidden" aria-label="HireSync compared with typical job boards">
        {COMPARISON_ROWS.map((row) => (
          <li key={row.topic} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold text-slate-900">{row.topic}</h3>
            <dl className="mt-2 grid gap-2 text-sm">
              <div className="rounded-lg bg-brand-50 px-3 py-2">
                <dt className="font-medium text-brand-800">HireSync</dt>
                <dd className="text-slate-900">{row.hireSync}</dd>
              </div>
              <div className="px-3">
                <dt className="font-medium text-slate-700">Typical job boards</dt>
                <dd className="text-slate-600">{row.typical}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">HireSync compared with typical job boards</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-4 py-3 font-medium text-slate-600">
                <span className="sr-only">Topic</span>
              </th>
              <th scope="col" className="bg-brand-50 px-4 py-3 font-semibold text-brand-800">
                HireSync
              </th>
              <th scope="col" className="px-4 py-3 font-semibold text-slate-700">
                Typical job boards
              </th>
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROWS.map((row) => (
              <tr key={row.topic} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {row.topic}
                </th>
                <td className="bg-brand-50/60 px-4 py-3 text-slate-900">{row.hireSync}</td>
                <td className="px-4 py-3 text-slate-600">{row.typical}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
