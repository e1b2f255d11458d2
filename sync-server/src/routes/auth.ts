/**
 * Every `/api/auth/*` call of spec section 7, hardened per decisions.md (Accounts): codes, magic links, password
 * and pattern sign-in, account creation, sign-out and the current user. Each group lives in routes/auth/.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { accountRoutes } from './auth/account-routes.ts';
import { codeRoutes } from './auth/code-routes.ts';
import { createAuthKit } from './auth/kit.ts';
import { magicLinkRoutes } from './auth/magic-link-routes.ts';
import { passwordRoutes } from './auth/password-routes.ts';
import { patternRoutes } from './auth/pattern-routes.ts';

export function authRoutes(deps: AppDeps) {
  const kit = createAuthKit(deps);
  return new Hono<AppEnv>()
    .route('/', codeRoutes(kit))
    .route('/', accountRoutes(kit))
    .route('/', passwordRoutes(kit))
    .route('/', magicLinkRoutes(kit))
    .route('/', patternRoutes(kit));
}
