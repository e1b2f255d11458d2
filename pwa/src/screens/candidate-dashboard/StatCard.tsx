import type { ReactNode } from 'react';

/** One dashboard figure: a label, the number or status, and a line under it. */
export function StatCard({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-sm font-medium text-slate-600">{label}</h2>
      <div className="text-2xl font-bold text-slate-900 tabular-nums">{value}</div>
      {children && <div className="text-sm text-slate-600">{children}</div>}
    </li>
  );
}
