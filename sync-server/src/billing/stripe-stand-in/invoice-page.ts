/**
 * The hosted invoice page (`hosted_invoice_url`): a small public HTML page per invoice, like Stripe's, reachable
 * without the secret key because the link goes to the customer. Invoice ids are random and unguessable.
 */
import { Hono } from 'hono';
import type { StandInEnv } from './http.ts';
import { formatMoney } from './invoicing.ts';
import type { InvoiceObject } from './objects.ts';
import type { StandIn } from './stand-in.ts';
import { find } from './store.ts';

export function invoicePageRoutes(standIn: StandIn) {
  const app = new Hono<StandInEnv>();
  // A stylesheet of its own rather than inline styles, so the page also renders under a CSP of `style-src 'self'`
  // where the app serves it on its own origin (test mode: routes/test-invoice-page.ts).
  app.get('/invoices/invoice.css', (c) => c.body(STYLE, 200, { 'content-type': 'text/css; charset=utf-8' }));
  app.get('/invoices/:id', (c) => {
    const invoice = find(standIn.state, 'invoice', c.req.param('id'));
    c.header('content-security-policy', "default-src 'none'; style-src 'self'");
    c.header('x-content-type-options', 'nosniff');
    if (!invoice) return c.html(page('Invoice not found', '<p>This invoice link is not valid.</p>'), 404);
    return c.html(page(`Invoice ${invoice.number}`, renderInvoice(invoice)));
  });
  return app;
}

function renderInvoice(invoice: InvoiceObject): string {
  const rows = invoice.lines.data
    .map((line) => {
      const l = line as { description: string; amount: number; period: { start: number; end: number } };
      return `<tr><td>${escape(l.description)}<br><small>${day(l.period.start)} – ${day(l.period.end)}</small></td><td class="num">${formatMoney(l.amount, invoice.currency)}</td></tr>`;
    })
    .join('');
  const status = invoice.status === 'paid' ? 'Paid' : invoice.status === 'open' ? 'Due' : invoice.status === 'void' ? 'Void' : 'Uncollectible';
  return `
<p class="badge ${escape(invoice.status)}">${status}</p>
<dl>
  <dt>Invoice number</dt><dd>${escape(invoice.number)}</dd>
  <dt>Date</dt><dd>${day(invoice.created)}</dd>
  ${invoice.customer_email ? `<dt>Billed to</dt><dd>${escape(invoice.customer_email)}</dd>` : ''}
  ${invoice.status_transitions.paid_at ? `<dt>Paid on</dt><dd>${day(invoice.status_transitions.paid_at)}</dd>` : ''}
</dl>
<table>
  <thead><tr><th>Description</th><th class="num">Amount</th></tr></thead>
  <tbody>${rows}</tbody>
  <tfoot>
    <tr><th>Amount due</th><td class="num">${formatMoney(invoice.amount_due, invoice.currency)}</td></tr>
    <tr><th>Amount paid</th><td class="num">${formatMoney(invoice.amount_paid, invoice.currency)}</td></tr>
  </tfoot>
</table>
<p class="note">Test mode: no card was charged.</p>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f8fa;color:#1a1f36}
main{max-width:560px;margin:24px auto;background:#fff;padding:24px;border-radius:8px;box-shadow:0 1px 3px #0002}
@media (max-width:600px){main{margin:12px}}
h1{font-size:1.4rem;margin:0 0 8px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}dt{color:#697386}dd{margin:0}
table{width:100%;border-collapse:collapse;margin-top:16px}th,td{text-align:left;padding:8px 0;border-top:1px solid #e3e8ee}
.num{text-align:right}.badge{display:inline-block;padding:2px 8px;border-radius:4px;font-weight:600;background:#e3e8ee}
.badge.paid{background:#d7f7c2;color:#05690d}.badge.open{background:#fcedb9;color:#a82c00}.note{color:#697386;font-size:.875rem}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="stylesheet" href="invoice.css"></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

function day(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
