/**
 * Test mode's hosted invoice pages on the app's own origin. The Stripe stand-in serves them on a loopback port
 * that changes with every start and that a browser on another machine cannot reach, so /settings links here and
 * this route fetches the page from the stand-in. Like Stripe's hosted invoice links, the unguessable invoice id is
 * the only credential. Registered before the app's CSP: the page carries its own (inline styles, nothing else).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { describeRoute } from '../openapi/route-docs.ts';

/** Where /settings sends the browser for a test-mode invoice. */
export const TEST_INVOICE_PATH = '/api/billing/test-invoices';

const INVOICE_ID = /^in_[A-Za-z0-9]{1,64}$/;

/** The app's link for a hosted invoice URL of the stand-in (any other URL, e.g. real Stripe's, is kept). */
export function publicInvoiceUrl(hostedUrl: string | null, standInUrl: string | null): string | null {
  if (!hostedUrl || !standInUrl || !hostedUrl.startsWith(`${standInUrl}/invoices/`)) return hostedUrl;
  return `${TEST_INVOICE_PATH}/${hostedUrl.slice(standInUrl.length + '/invoices/'.length)}`;
}

export function testInvoicePageRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/:id',
    describeRoute({
      summary: 'Test mode: a hosted invoice page (the Stripe stand-in’s), by its unguessable id',
      tag: 'Billing',
      answers: { 200: 'The invoice as an HTML page', 404: 'No such invoice, or the server runs with real Stripe' },
    }),
    async (c) => {
      const id = c.req.param('id');
      const { standIn } = await deps.billing.connect();
      if (!standIn || !INVOICE_ID.test(id)) return c.text('Not found', 404);
      const page = await fetch(`${standIn.url}/invoices/${id}`);
      return new Response(await page.text(), {
        status: page.status === 200 ? 200 : 404,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': page.headers.get('content-security-policy') ?? "default-src 'none'",
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
          'referrer-policy': 'no-referrer',
          'cache-control': 'private, no-store',
        },
      });
    },
  );
}
