/**
 * The one shape every refusal of the API answers with (spec section 8): the PWA shows `message` as the server
 * wrote it and branches on `code`; `requestId` is what to quote when reporting it.
 */
import { z } from 'zod';

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** The zod issues of a body, query or path that does not match its schema. */
    issues: z.array(z.unknown()).optional(),
    // The request's X-Request-Id (sync-server/src/middleware/error-request-id.ts).
    requestId: z.string(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
