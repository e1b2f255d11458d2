/**
 * What every `/api/auth/*` route shares: the database, clock, transport and key; body parsing with the shared
 * schemas; the throttle counters of a request; and the two endings of a proof (sign in, or a verified ticket).
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { AUTH_THROTTLES, CODE_RULES } from '@shared/catalog.ts';
import type { CodeSentResponse, VerifiedResponse } from '@shared/schemas/auth-responses.ts';
import { clientAddress } from '../../auth/client-address.ts';
import { unlockPattern } from '../../auth/pattern-lock.ts';
import { loadServerKey } from '../../auth/server-key.ts';
import { startSession } from '../../auth/sessions.ts';
import { countEvent, pruneThrottles, refuseIfOver, type Counter } from '../../auth/throttle.ts';
import { issueTicket } from '../../auth/tickets.ts';
import { findUserByEmail, findUserByPhone, toCurrentUser, type UserRow } from '../../auth/users.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { createTransportFromEnv } from '../../delivery/transport.ts';
import { httpError } from '../../http-error.ts';

/** An address someone proved they hold. */
export interface Proven {
  identifier: string;
  kind: 'email' | 'phone';
}

type Throttles = typeof AUTH_THROTTLES;
type PerAddressRule = { [K in keyof Throttles]: K extends `${string}PerAddress` ? K : never }[keyof Throttles];
type PerIdentifierRule = { [K in keyof Throttles]: K extends `${string}PerIdentifier` ? K : never }[keyof Throttles];

/** The answer of every send call: the same for every address. */
export const CODE_SENT: CodeSentResponse = { sent: true, resendAfterSeconds: CODE_RULES.resendCountdownSeconds };

export function createAuthKit(deps: AppDeps) {
  const { db } = deps.database;
  const appOrigin = deps.env.APP_ORIGIN;
  const transport = deps.transport ?? createTransportFromEnv(deps.env);

  const kit = {
    db,
    transport,
    appOrigin,
    now: deps.now,
    key: () => loadServerKey(db, deps.env.PATTERN_PEPPER),

    /** The request's JSON body parsed with a shared schema; 400 with the first message otherwise. */
    async parse<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
      const body = await c.req.json().catch(() => httpError(400, 'invalid_json', 'The body is not valid JSON.'));
      const parsed = schema.safeParse(body);
      if (!parsed.success) httpError(400, 'invalid', parsed.error.issues[0]?.message ?? 'Invalid request', parsed.error.issues);
      return parsed.data;
    },

    /** A per-address counter of this request. */
    perAddress(c: Context, rule: PerAddressRule): Counter {
      return [`${rule}:${clientAddress(c, deps.env.TRUST_PROXY)}`, AUTH_THROTTLES[rule]];
    },

    /** A per-identifier counter (the typed e-mail or phone, registered or not). */
    perIdentifier(identifier: string, rule: PerIdentifierRule): Counter {
      return [`${rule}:${identifier}`, AUTH_THROTTLES[rule]];
    },

    /**
     * Something that sends a mail or SMS (a code, a link), counted against the send throttles of the identifier
     * and of the client: 429 before `issue` runs when either is over.
     */
    async throttleSend<T>(c: Context, identifier: string, issue: () => Promise<T>): Promise<T> {
      const now = deps.now();
      const counters = [kit.perIdentifier(identifier, 'sendsPerIdentifier'), kit.perAddress(c, 'sendsPerAddress')];
      await refuseIfOver(db, counters, now);
      const issued = await issue();
      await countEvent(db, counters, now);
      await pruneThrottles(db, now);
      return issued;
    },

    /** The origin links in mail point at. */
    origin(c: Context): string {
      return appOrigin ?? new URL(c.req.url).origin;
    },

    /** Sign a user in with a fresh session; any sign-in also lifts a pattern lock of that address. */
    async signIn(c: Context<AppEnv>, user: UserRow) {
      await startSession(c, db, user.id, deps.now(), appOrigin);
      await unlockPattern(db, user.email);
      return toCurrentUser(user);
    },

    /** After a correct code or link: sign the account in, or hand this browser a ticket to create it. */
    async finishProof(c: Context<AppEnv>, proven: Proven): Promise<VerifiedResponse> {
      const user = proven.kind === 'email' ? await findUserByEmail(db, proven.identifier) : await findUserByPhone(db, proven.identifier);
      if (user) return { status: 'signed-in', user: await kit.signIn(c, user) };
      await issueTicket(c, db, proven, deps.now(), appOrigin);
      return { status: 'verified', ...proven };
    },
  };
  return kit;
}

export type AuthKit = ReturnType<typeof createAuthKit>;
