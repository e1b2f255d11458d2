/**
 * Test mode's hosted invoice pages on the app's own origin. The Stripe stand-in serves them on a loopback port
 * that changes with every start and that a browser on another machine cannot reach, so /settings links here and
 * this route fetches the page (and its stylesheet) from the stand-in. Like Stripe's hosted invoice links, the
 * unguessable invoice id is the only credential; the app's own headers (CSP, no framing) apply.
 */
import { Hono } from 'hono';
import { API_ERROR_MESSAGES } from '@shared/messages.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { httpError } from '../http-error.ts';
import { describeRoute } from '../openapi/route-docs.ts';

/** Where /settings sends the browser for a test-mode invoice. */
export const TEST_INVOICE_PATH = '/api/billing/test-invoices';

const INVOICE_ID = /^in_[A-Za-z0-9]{1,64}$/;
const STYLESHEET = 'invoice.css';

/** The app's link for a hosted invoice URL of the stand-in (any other URL, e.g. real Stripe's, is kept). */
export function publicInvoiceUrl(hostedUrl: string | null, standInUrl: string | null): string | null {
  if (!hostedUrl || !standInUrl || !hostedUrl.startsWith(`${standInUrl}/invoices/`)) return hostedUrl;
  return `${TEST_INVOICE_PATH}/${hostedUrl.slice(standInUrl.length + '/invoices/'.length)}`;
}

export function testInvoicePageRoutes(deps: AppDeps) {
  const notFound = (): never => httpError(404, 'not_found', API_ERROR_MESSAGES.notFound);
  return new Hono<AppEnv>().get(
    '/:id',
    describeRoute({
      summary: 'Test mode: a hosted invoice page (the Stripe stand-in’s) by its unguessable id, or the page’s stylesheet',
      tag: 'Billing', response: { type: 'text/*', schema: { type: 'string', description: 'text/html: the invoice page; text/css: its stylesheet' } },
      answers: { 200: 'The invoice as an HTML page (`invoice.css`: its stylesheet)', 404: 'No such invoice, or the server is not in test mode: `not_found`' },
    }),
    async (c) => {
      const id = c.req.param('id');
      // A page of test mode only: with real Stripe or no payments there is no such page to find.
      if (deps.billing.provider !== 'test') return notFound();
      const { standIn } = await deps.billing.connect();
      if (!standIn || (id !== STYLESHEET && !INVOICE_ID.test(id))) return notFound();
      const answer = await fetch(`${standIn.url}/invoices/${id}`);
      if (answer.status !== 200) return notFound();
      const type = id === STYLESHEET ? 'text/css; charset=utf-8' : 'text/html; charset=utf-8';
      return c.body(await answer.text(), 200, { 'content-type': type, 'cache-control': 'private, no-store' });
    },
  );
}
