import type { Invoice } from '@shared/schemas/billing.ts';
import { Badge, Spinner, type BadgeTone } from '../../ui/index.ts';
import { formatDate } from '../../ui/format-date.ts';
import { formatMoney } from './format-money.ts';
import type { InvoicesState } from './use-invoices.ts';

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'success' },
  open: { label: 'Due', tone: 'warning' },
  draft: { label: 'Draft', tone: 'neutral' },
  uncollectible: { label: 'Unpaid', tone: 'danger' },
  void: { label: 'Void', tone: 'neutral' },
};

/** Stripe's invoices, newest first: date, amount, status, and Stripe's hosted page in a new tab. */
export function InvoiceList({ state }: { state: InvoicesState }) {
  if (state.status === 'loading') {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
        <Spinner label={null} /> Loading invoices…
      </p>
    );
  }
  if (state.status === 'failed') return <p className="text-sm text-slate-700">Your invoices could not be loaded. Please try again later.</p>;
  if (state.invoices.length === 0) return <p className="text-sm text-slate-600">No invoices yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Invoices">
      {state.invoices.map((invoice) => (
        <InvoiceRow key={invoice.id} invoice={invoice} />
      ))}
    </ul>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const status = STATUS[invoice.status] ?? { label: invoice.status, tone: 'neutral' as const };
  const amount = invoice.status === 'paid' ? invoice.amountPaidCents : invoice.amountDueCents;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <span className="min-w-24 text-slate-900">{formatDate(invoice.created)}</span>
      <span className="min-w-16 font-medium text-slate-900">{formatMoney(amount, invoice.currency)}</span>
      <Badge tone={status.tone}>{status.label}</Badge>
      {invoice.hostedInvoiceUrl && (
        <a
          href={invoice.hostedInvoiceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="ml-auto font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          View invoice{invoice.number ? ` ${invoice.number}` : ''}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </li>
  );
}
