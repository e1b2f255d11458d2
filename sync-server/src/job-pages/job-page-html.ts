/**
 * The HTML of /jobs/{id}: the built app shell with the job's title and description in the head (link previews:
 * Open Graph and Twitter cards) and its JobPosting data; for a job that is closed or unknown, the shell with
 * the 'Page Not Found' title (the app then shows its 404 screen). The page itself is the SPA's.
 */
import type { Job } from '@shared/schemas/job.ts';
import { PAGE_NOT_FOUND } from '@shared/messages.ts';
import { truncateText } from '@shared/rules/truncate-text.ts';
import { toJobPostingData, toScriptJson } from './job-posting-data.ts';

/** Text for an HTML attribute or element body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/** The longest description a link preview shows well. */
const PREVIEW_LENGTH = 200;

/** The shell without its own <title> and description meta, which a job page replaces. */
function withoutTitle(shell: string): string {
  return shell.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
}

function intoHead(shell: string, head: string): string {
  const at = shell.search(/<\/head>/i);
  return at < 0 ? head + shell : shell.slice(0, at) + head + shell.slice(at);
}

/** The page of an active job, its address `url`. */
export function renderJobPage(shell: string, job: Job, url: string): string {
  const title = `${job.title} at ${job.companyName} | HireSync`;
  const summary = truncateText(job.description.replace(/\s+/g, ' ').trim(), PREVIEW_LENGTH);
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', summary),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'HireSync'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', summary),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', summary),
    `<script type="application/ld+json">${toScriptJson(toJobPostingData(job, url))}</script>`,
  ].join('\n    ');
  return intoHead(withoutTitle(shell), `    ${head}\n  `);
}

/** The page answered with 404 for a job that is closed or unknown. */
export function renderMissingJobPage(shell: string): string {
  return intoHead(withoutTitle(shell), `    <title>${escapeHtml(PAGE_NOT_FOUND)} | HireSync</title>\n    <meta name="robots" content="noindex" />\n  `);
}
