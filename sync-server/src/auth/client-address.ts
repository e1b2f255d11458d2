/**
 * The client's address for per-address throttling: the socket's peer, or (only when TRUST_PROXY says a proxy
 * in front sets it) the first X-Forwarded-For entry. Without either (in-process test requests) it is 'unknown'.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
