/**
 * Sends one alert of a saved search, by every channel: the bell (a notification, written at once), the mail
 * with its one-click unsubscribe link and List-Unsubscribe headers, and a push to each of the user's browsers.
 * A failing channel does not stop the others; the pairs were claimed before, so nothing is sent twice.
 */
import { NOTIFICATION_TEXTS } from '@shared/messages.ts';
import { formatSalaryRange } from '@shared/rules/salary-display.ts';
import type { Db } from '../db/client.ts';
import type { Transport } from '../delivery/transport.ts';
import type { Logger } from '../observability/logger.ts';
import { createNotification } from '../notifications/create-notification.ts';
import type { AlertJob, AlertingSearch } from './saved-search-matching.ts';
import { unsubscribeToken } from './unsubscribe-link.ts';
import { pushSubscriptionsOf, sendPush, type VapidKeys } from './web-push.ts';

export interface AlertChannels {
  transport: Transport;
  origin: string;
  mailFrom: string;
  serverKey: () => Promise<string>;
  vapid: () => Promise<VapidKeys>;
  log: Logger;
}

/** A job's own page (routes.tsx: /jobs/:id). */
export function jobLink(origin: string, jobId: string): string {
  return new URL(`/jobs/${encodeURIComponent(jobId)}?from=alert`, origin).toString();
}

/** The unsubscribe page of one saved search. */
export function unsubscribeLink(origin: string, token: string): string {
  return new URL(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, origin).toString();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function scoreText(score: number | null): string {
  return score === null ? '' : ` (${score}% match)`;
}

/** Send the alert; `jobs` are best first, at most a digest's 10. */
export async function deliverAlert(db: Db, channels: AlertChannels, alerting: AlertingSearch, jobs: readonly AlertJob[], now: Date): Promise<void> {
  if (jobs.length === 0) return;
  const texts = NOTIFICATION_TEXTS.jobAlert(alerting.search.name, jobs.map(({ job }) => job));
  const first = jobs[0]!.job;
  const actionUrl = `/jobs/${encodeURIComponent(first.id)}`;
  await db.transaction((tx) => createNotification(tx, alerting.userId, { type: 'other', ...texts, actionUrl }, now));
  if (alerting.email) {
    await mail(channels, alerting, jobs, texts.title).catch((err: unknown) => channels.log.error({ err, savedSearchId: alerting.search.id }, 'Job alert mail failed'));
  }
  const vapid = await channels.vapid();
  const subject = `mailto:${/<([^>]+)>/.exec(channels.mailFrom)?.[1] ?? channels.mailFrom}`;
  for (const sub of await pushSubscriptionsOf(db, alerting.userId)) {
    await sendPush(db, vapid, subject, sub, { title: texts.title, body: texts.message, url: actionUrl }).catch((err: unknown) =>
      channels.log.warn({ err, savedSearchId: alerting.search.id }, 'Job alert push failed'),
    );
  }
}

async function mail(channels: AlertChannels, alerting: AlertingSearch, jobs: readonly AlertJob[], subject: string): Promise<void> {
  const unsubscribe = unsubscribeLink(channels.origin, unsubscribeToken(await channels.serverKey(), alerting.userId, alerting.search.id));
  const lines = jobs.map(({ job, score }) => {
    const salary = formatSalaryRange(job.salaryMin, job.salaryMax);
    return { job, score, salary, link: jobLink(channels.origin, job.id) };
  });
  const text = [
    `New jobs for your saved search "${alerting.search.name}", best match first:`,
    '',
    ...lines.map(({ job, score, salary, link }) => `${job.title} at ${job.companyName}, ${job.location}${salary ? `, ${salary}` : ''}${scoreText(score)}\n${link}`),
    '',
    `Stop these alerts: ${unsubscribe}`,
  ].join('\n');
  const html = [
    `<p>New jobs for your saved search <strong>${escapeHtml(alerting.search.name)}</strong>, best match first:</p><ul>`,
    ...lines.map(
      ({ job, score, salary, link }) =>
        `<li><a href="${escapeHtml(link)}">${escapeHtml(job.title)}</a> at ${escapeHtml(job.companyName)}, ${escapeHtml(job.location)}${salary ? `, ${escapeHtml(salary)}` : ''}${scoreText(score)}</li>`,
    ),
    `</ul><p><a href="${escapeHtml(unsubscribe)}">Stop these alerts</a></p>`,
  ].join('');
  await channels.transport.sendEmail({
    to: alerting.email!,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}
