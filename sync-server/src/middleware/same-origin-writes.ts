/**
 * Cookie-authenticated writes accept only JSON (or multipart where an upload route allows it) from the app's
 * own origin, so a cross-site form or `text/plain` POST is refused before its body is read (decisions.md).
 */
import { createMiddleware } from 'hono/factory';
import { httpError } from '../http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The upload paths: the only ones that take multipart bodies (they enforce their own streaming limits). */
export const UPLOAD_PATHS: readonly string[] = ['/api/files/upload', '/api/verification/id'];

/** Whether a request is a multipart body to an upload path: the JSON body limit does not apply to it. */
export function isUploadRequest(path: string, contentType: string | undefined): boolean {
  return UPLOAD_PATHS.includes(path) && mediaTypeOf(contentType) === 'multipart/form-data';
}

function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Paths that are not called by the app with its cookie: payment webhooks verify their own signature, and an alert
 * mail's one-click unsubscribe is a form POST from a mail app, its signed token the only credential.
 */
const EXEMPT_PATHS = [/^\/api\/webhooks\//, /^\/api\/alerts\/unsubscribe$/];

export function sameOriginWrites(appOrigin?: string) {
  return createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || EXEMPT_PATHS.some((p) => p.test(c.req.path))) return next();
    const origin = c.req.header('origin');
    const expected = appOrigin ?? new URL(c.req.url).origin;
    if (origin && origin !== expected) httpError(403, 'cross_origin', 'Cross-site requests are not allowed.');
    if (!origin && c.req.header('sec-fetch-site') === 'cross-site') {
      httpError(403, 'cross_origin', 'Cross-site requests are not allowed.');
    }
    const type = mediaTypeOf(c.req.header('content-type'));
    const hasBody = c.req.header('content-length') !== '0' && (c.req.header('content-length') || c.req.header('transfer-encoding'));
    // A declared type is checked even without length headers: the handler's JSON parser ignores the type.
    if (!hasBody && !type) return next();
    const multipartOk = isUploadRequest(c.req.path, type);
    if (type !== 'application/json' && !multipartOk) {
      httpError(415, 'unsupported_media_type', 'Send JSON (application/json).');
    }
    return next();
  });
}
