/**
 * /api/alerts: job alerts' way out and their push channel. The unsubscribe link of an alert mail works without a
 * session (its signed token is the credential): GET shows a page with one button, so a mail scanner's visit
 * spends nothing, and POST (the button, or a mail app's RFC 8058 one-click POST) turns that search's alert off.
 * The push endpoints belong to the signed-in user: the VAPID key and their browsers' subscriptions.
 */
import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { alertUnsubscribeQuerySchema, pushSubscriptionRequestSchema, pushUnsubscribeRequestSchema } from '@shared/schemas/push-subscription.ts';
import { loadServerKey } from '../auth/server-key.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { httpError } from '../http-error.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { jsonBody, validQuery } from '../middleware/validate.ts';
import { describeRoute } from '../openapi/route-docs.ts';
import { okResponseSchema, vapidKeyResponseSchema } from '@shared/schemas/api-responses.ts';
import { readUnsubscribeToken } from '../alerts/unsubscribe-link.ts';
import { findSavedSearch, unsubscribeSavedSearch } from '../alerts/unsubscribe-search.ts';
import { loadVapidKeys } from '../alerts/web-push.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function page(c: Context, status: 200 | 400 | 404, title: string, body: string) {
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - HireSync</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    status,
  );
}

/** The pages these links open in the browser, answers and refusals alike. */
const HTML_PAGE = { type: 'text/html', schema: { type: 'string' } };

const INVALID_LINK = 'This unsubscribe link is not valid.';

export function alertRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const verify = async (token: string) => readUnsubscribeToken(await loadServerKey(db, deps.env.PATTERN_PEPPER), token);
  const allowsEndpoint = (endpoint: string) => new URL(endpoint).protocol === 'https:' || deps.env.NODE_ENV !== 'production';

  return new Hono<AppEnv>()
    .get(
      '/unsubscribe',
      describeRoute({ summary: "An alert mail's unsubscribe page (no session: the signed token decides)", tag: 'Alerts', response: { 200: HTML_PAGE, 400: HTML_PAGE }, answers: { 200: 'The page', 400: 'A tampered or unknown link: a page saying so (a query that does not match: the error shape)' } }),
      validQuery(alertUnsubscribeQuerySchema),
      async (c) => {
        const { token } = c.req.valid('query');
        const named = await verify(token);
        const search = named && (await findSavedSearch(db, named.userId, named.savedSearchId));
        if (!search) return page(c, 400, 'Link not valid', `<p>${INVALID_LINK}</p>`);
        const action = `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
        return page(
          c,
          200,
          'Stop job alerts',
          `<p>Stop alerts for your saved search <strong>${escapeHtml(search.name)}</strong>?</p>` +
            `<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
        );
      },
    )
    .post(
      '/unsubscribe',
      describeRoute({ summary: "Turn off one saved search's alert from its mail (RFC 8058 one-click)", tag: 'Alerts', response: { 200: HTML_PAGE, 400: HTML_PAGE }, answers: { 200: 'Turned off', 400: 'A tampered or unknown link: a page saying so (a query that does not match: the error shape)' } }),
      validQuery(alertUnsubscribeQuerySchema),
      async (c) => {
        const named = await verify(c.req.valid('query').token);
        const search = named && (await unsubscribeSavedSearch(db, named.userId, named.savedSearchId, deps.now));
        if (!search) return page(c, 400, 'Link not valid', `<p>${INVALID_LINK}</p>`);
        return page(c, 200, 'Unsubscribed', `<p>You will get no more alerts for <strong>${escapeHtml(search.name)}</strong>. You can turn them on again in Saved Searches.</p>`);
      },
    )
    .use('/push/*', requireViewer)
    .get('/push/key', describeRoute({ summary: "The server's VAPID public key, for PushManager.subscribe", tag: 'Alerts', response: vapidKeyResponseSchema }), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ publicKey: (await loadVapidKeys(db)).publicKey });
    })
    .post(
      '/push/subscriptions',
      describeRoute({
        summary: "Keep this browser's push subscription for the caller's job alerts",
        tag: 'Alerts',
        response: okResponseSchema,
        answers: { 200: 'Kept' },
        example: { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } },
      }),
      jsonBody(pushSubscriptionRequestSchema),
      async (c) => {
        const viewer = c.var.viewer!;
        const { endpoint, keys } = c.req.valid('json');
        if (!allowsEndpoint(endpoint)) httpError(400, 'invalid', 'A push endpoint must be https.');
        // An endpoint is one browser's: a new user signing in on it takes it over.
        await db.execute(sql`
          insert into push_subscriptions (endpoint, user_id, p256dh, auth, created_at)
          values (${endpoint}, ${viewer.userId}, ${keys.p256dh}, ${keys.auth}, ${deps.now().toISOString()})
          on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`);
        return c.json({ ok: true });
      },
    )
    .delete(
      '/push/subscriptions',
      describeRoute({ summary: "Forget one of the caller's push subscriptions", tag: 'Alerts', response: okResponseSchema, answers: { 200: 'Forgotten' }, example: { endpoint: 'https://push.example.com/send/abc' } }),
      jsonBody(pushUnsubscribeRequestSchema),
      async (c) => {
        const { endpoint } = c.req.valid('json');
        await db.execute(sql`delete from push_subscriptions where endpoint = ${endpoint} and user_id = ${c.var.viewer!.userId}`);
        return c.json({ ok: true });
      },
    );
}
