/** The one error shape of the API: `{ error: { code, message, issues? } }` with a matching status. */
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Throw from a handler to answer with an error. */
export function httpError(status: ContentfulStatusCode, code: string, message: string, issues?: unknown): never {
  throw new HTTPException(status, {
    res: new Response(JSON.stringify({ error: { code, message, ...(issues ? { issues } : {}) } }), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  });
}
