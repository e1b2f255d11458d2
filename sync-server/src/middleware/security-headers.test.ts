import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { parseEnv } from '../env.ts';
import { createChangeBus } from '../live/change-bus.ts';
import { openTestDatabase } from '../test-support/test-server.ts';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './security-headers.ts';

/** The browser features the app uses, as Hono's secureHeaders() takes them. */
const REFERENCE_PERMISSIONS = {
  camera: ['self'],
  microphone: ['self'],
  displayCapture: ['self'],
  fullscreen: ['self'],
  geolocation: [],
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  bluetooth: [],
  midi: [],
  browsingTopics: [],
};

/** The policy's directives by name, each with its sources. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

describe('security headers', () => {
  let app: ReturnType<typeof createApp>;
  let staticDir: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // A stand-in for the built PWA: the server's static answers are what browsers apply the policy to.
    staticDir = mkdtempSync(join(tmpdir(), 'csp-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><script type="module" src="/assets/index.js"></script>');
    writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const { database, close: closeDatabase } = await openTestDatabase();
    const bus = await createChangeBus(database);
    const env = parseEnv({ DEMO_DATA: '0', STATIC_DIR: staticDir, LOG_LEVEL: 'silent' });
    app = createApp({ database, bus, env, now: () => new Date() });
    close = async () => {
      await bus.close();
      await closeDatabase();
    };
  });
  afterAll(async () => {
    await close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each(['/', '/messages', '/index.html', '/sw.js'])('%s carries a CSP that runs only our own scripts and Stripe.js', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    for (const sources of csp.values()) expect(sources).not.toContain("'unsafe-eval'");
    expect(csp.get('style-src')).toEqual(["'self'"]);
    // Stripe.js talks to Stripe's API; frames only for Stripe's card fields and 3D Secure, never framed ourselves.
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp.get('frame-src')).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    // No <base> at all: an injected one could not redirect the app's relative URLs.
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('sends the hardening headers, and lets only our own pages use the camera and microphone', async () => {
    const res = await app.request('/');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const permissions = res.headers.get('permissions-policy') ?? '';
    expect(permissions).toContain('camera=(self)');
    expect(permissions).toContain('microphone=(self)');
    expect(permissions).toContain('geolocation=()');
  });

  it('sends HSTS for a year over HTTPS only', async () => {
    for (const path of ['/', '/api/health']) {
      expect((await app.request(path, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect((await app.request(`https://localhost${path}`)).headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect((await app.request(path)).headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('puts the same policy on API answers, errors included', async () => {
    for (const path of ['/api/health', '/api/nowhere']) {
      const res = await app.request(path);
      expect(directives(res.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('is the header set of Hono secureHeaders() with the same policy, written once', async () => {
    const reference = new Hono()
      .use(secureHeaders({ strictTransportSecurity: false, contentSecurityPolicy: CONTENT_SECURITY_POLICY, referrerPolicy: 'no-referrer', xFrameOptions: 'DENY', permissionsPolicy: REFERENCE_PERMISSIONS }))
      .get('/', (c) => c.json({ ok: true }));
    const expected = [...(await reference.request('/')).headers].filter(([name]) => name !== 'content-type');
    expect(new Map(SECURITY_HEADERS)).toEqual(new Map(expected));
  });

  it('sends the same headers, the request id and Vary over HTTP, where they go onto Node\'s answer', async () => {
    const server = createAdaptorServer({ fetch: app.fetch }) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const path of ['/', '/api/health', '/api/nowhere']) {
        const [direct, served] = [await app.request(path, { headers: { 'x-request-id': 'same-id' } }), await fetch(`${base}${path}`, { headers: { 'x-request-id': 'same-id' } })];
        expect(served.status).toBe(direct.status);
        for (const [name, value] of [...SECURITY_HEADERS, ['x-request-id', 'same-id'] as const]) expect([path, name, served.headers.get(name)]).toEqual([path, name, value]);
        expect(served.headers.get('vary')).toBe(direct.headers.get('vary'));
        expect(served.headers.get('content-type')).toBe(direct.headers.get('content-type'));
        expect(await served.text()).toBe(await direct.text());
      }
      const https = await fetch(`${base}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect((await fetch(`${base}/api/health`)).headers.get('strict-transport-security')).toBeNull();
    } finally {
      server.close();
    }
  });

  it('the page source has no inline script for the policy to block', () => {
    const html = readFileSync(new URL('../../../pwa/index.html', import.meta.url), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
