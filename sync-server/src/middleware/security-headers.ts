/**
 * The browser-side security headers of every answer: a Content-Security-Policy that lets only the app's own
 * files run, and the usual hardening headers. It owns no CORS or cookie policy (see same-origin-writes.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { isHttps } from '../auth/sessions.ts';
import { withAnswerHeaders } from './answer-headers.ts';

const SELF = "'self'";

/**
 * Stripe.js, as Stripe's security guide lists it for the Payment Element: its script and iframes from
 * js.stripe.com (and its subdomains), its API calls to api.stripe.com, and 3D Secure's frames from
 * hooks.stripe.com. Only loaded with real Stripe keys (test mode has its own form), but the policy is static.
 */
const STRIPE_JS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';
const STRIPE_HOOKS = 'https://hooks.stripe.com';

/**
 * The policy. Scripts come only from our own files and Stripe.js: the built index.html has no inline script (Vite emits
 * module files; the service worker registers from main.tsx, not an injected snippet), and the PWA tells zod
 * not to probe `new Function` (pwa/src/app/csp.ts), so no 'unsafe-eval' either. Styles are our one CSS file;
 * React's `style={...}` props go through CSSOM (`element.style`), which style-src does not govern, so no
 * 'unsafe-inline' for styles. The service worker and Workbox load from self (worker-src).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: [SELF],
  scriptSrc: [SELF, ...STRIPE_JS],
  styleSrc: [SELF],
  imgSrc: [SELF, 'data:', 'blob:'],
  fontSrc: [SELF],
  // Recorded or previewed video (interviews, intro videos) plays from blob: URLs.
  mediaSrc: [SELF, 'blob:'],
  connectSrc: [SELF, STRIPE_API],
  workerSrc: [SELF],
  manifestSrc: [SELF],
  frameSrc: [...STRIPE_JS, STRIPE_HOOKS],
  frameAncestors: ["'none'"],
  // The app has no <base>: none may be injected to send its relative URLs elsewhere.
  baseUri: ["'none'"],
  objectSrc: ["'none'"],
  formAction: [SELF],
};

/**
 * A year (ASVS 5.0 V3.4.1 asks at least that), without includeSubDomains: the app may share its parent domain
 * with hosts that are not ours to force onto HTTPS.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Directive names as the header spells them: `frameAncestors` is `frame-ancestors`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Video interviews need the camera, microphone and screen sharing, on our own pages only; nothing else. */
const PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
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

/**
 * Every answer's headers but HSTS, written once: the set Hono's secureHeaders() makes with our policy
 * (security-headers.test.ts holds them to it), which it rebuilt on every answer's Headers object.
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['cross-origin-resource-policy', 'same-origin'],
  ['cross-origin-opener-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  // Links to a candidate's GitHub or a company's site should not tell them which screen they came from.
  ['referrer-policy', 'no-referrer'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'DENY'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
  ['content-security-policy', Object.entries(CONTENT_SECURITY_POLICY).map(([name, sources]) => [kebab(name), ...sources].join(' ')).join('; ')],
  ['permissions-policy', Object.entries(PERMISSIONS).map(([name, origins]) => `${kebab(name)}=(${origins.join(' ')})`).join(', ')],
];

/**
 * HSTS over HTTPS only (browsers ignore it over plain HTTP anyway, and a development server on localhost must
 * not tell the browser to insist on HTTPS for localhost).
 */
const OVER_HTTPS: readonly (readonly [string, string])[] = [...SECURITY_HEADERS, ['strict-transport-security', STRICT_TRANSPORT_SECURITY]];

/** The answer headers: CSP, HSTS, no sniffing, no framing, no referrer, and only the browser features the app uses. */
export function securityHeaders(appOrigin?: string): MiddlewareHandler {
  return (c, next) => withAnswerHeaders(c, isHttps(c, appOrigin) ? OVER_HTTPS : SECURITY_HEADERS, next);
}
