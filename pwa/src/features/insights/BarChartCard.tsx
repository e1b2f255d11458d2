import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '../../ui/index.ts';

/** One bar of a chart: its label, value, and the table's extra columns. */
export interface ChartRow {
  label: string;
  value: number;
  /** Further cells of the row in the text table (e.g. the conversion), in `extraColumns` order. */
  extra?: string[];
}

/**
 * A bar chart with its data as a table: the chart is for the eye (hidden from screen readers), the table is
 * what a screen reader reads, so every chart says the same in text.
 */
export function BarChartCard({
  title,
  description,
  rows,
  valueLabel,
  extraColumns = [],
  layout = 'columns',
  emptyText = 'Nothing to show yet.',
}: {
  title: string;
  description?: string;
  rows: readonly ChartRow[];
  valueLabel: string;
  extraColumns?: readonly string[];
  /** 'columns' stand up from the x axis (time); 'rows' lie along it (stages, sources), for long labels. */
  layout?: 'columns' | 'rows';
  emptyText?: string;
}) {
  const isRows = layout === 'rows';
  return (
    <Card as="section" title={title} description={description}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <>
          <div aria-hidden="true" className="h-56 w-full" data-testid="chart">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={rows as ChartRow[]} layout={isRows ? 'vertical' : 'horizontal'} margin={{ top: 4, right: 12, bottom: 4, left: isRows ? 8 : 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
                {isRows ? (
                  <>
                    <XAxis type="number" allowDecimals={false} fontSize={12} />
                    <YAxis type="category" dataKey="label" width={110} fontSize={12} />
                  </>
                ) : (
                  <>
                    <XAxis dataKey="label" fontSize={12} />
                    <YAxis allowDecimals={false} width={32} fontSize={12} />
                  </>
                )}
                <Tooltip />
                <Bar dataKey="value" name={valueLabel} fill="#4f46e5" radius={4} maxBarSize={48} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{isRows ? 'Item' : 'Period'}</th>
                <th scope="col">{valueLabel}</th>
                {extraColumns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                  {row.extra?.map((cell, i) => <td key={i}>{cell}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
