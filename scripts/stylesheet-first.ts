/**
 * Puts the built page's stylesheet ahead of its scripts. Vite writes it after the entry script and the landing
 * page's thirty modulepreloads, so the browser asked for it last and painted nothing until it came behind
 * 115 KB of JavaScript, though the page's HTML already draws the top bar: on a slow phone connection that
 * JavaScript is most of the first contentful paint. Asked for first, the stylesheet lets the HTML paint while
 * the scripts are still on their way.
 */
import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

export function moveStylesheetsFirst(html: string): string {
  const links = html.match(STYLESHEET) ?? [];
  const firstScript = html.search(/[ \t]*<script\b/);
  if (!links.length || firstScript < 0 || html.search(STYLESHEET) < firstScript) return html;
  const rest = html.replace(STYLESHEET, '');
  const at = rest.search(/[ \t]*<script\b/);
  return rest.slice(0, at) + links.map((link) => (link.endsWith('\n') ? link : `${link}\n`)).join('') + rest.slice(at);
}

export function stylesheetFirst(): Plugin {
  return {
    name: 'hiresync:stylesheet-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveStylesheetsFirst },
  };
}
