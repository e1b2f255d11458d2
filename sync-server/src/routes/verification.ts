/**
 * /api/verification: the three checks of /id-verification. A government ID waits for a support reviewer; the
 * company e-mail is confirmed by a code sent to it, a professional reference by a single-use link (decisions.md).
 * The signed-in routes act on the session's own checks; nothing takes a user id.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { createAuthKit } from './auth/kit.ts';
import { companyEmailRoutes } from './verification/company-email-routes.ts';
import { idDocumentRoutes } from './verification/id-document-routes.ts';
import { referenceRoutes } from './verification/reference-routes.ts';

export function verificationRoutes(deps: AppDeps) {
  const kit = createAuthKit(deps);
  return new Hono<AppEnv>().route('/', idDocumentRoutes(deps)).route('/', companyEmailRoutes(kit)).route('/', referenceRoutes(kit));
}
