/**
 * What every `/api/auth/*` route shares: the database, clock, transport and key; the throttle counters of a
 * request; and the two endings of a proof (sign in, or a verified ticket). Bodies are parsed by the routes'
 * validators (middleware/validate.ts).
 */
import type { Context } from 'hono';
import { CODE_RULES, type AUTH_THROTTLES } from '@shared/catalog.ts';
import type { CodeSentResponse, VerifiedResponse } from '@shared/schemas/auth-responses.ts';
import { clientAddress } from '../../auth/client-address.ts';
import { unlockPattern } from '../../auth/pattern-lock.ts';
import { loadServerKey } from '../../auth/server-key.ts';
import { startSession } from '../../auth/sessions.ts';
import { attempt, counterOf, pruneThrottles, takeAttempt, type Counter } from '../../auth/throttle.ts';
import { issueTicket } from '../../auth/tickets.ts';
import { applySupportAgentEmailsTo } from '../../support/agents.ts';
import { findUserByEmail, findUserByPhone, toCurrentUser, type UserRow } from '../../auth/users.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { createTransportFromEnv } from '../../delivery/transport.ts';

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
  const transport = deps.transport ?? createTransportFromEnv(deps.env, deps.log);

  const kit = {
    db,
    transport,
    /** The transport made from the settings says (production never logs a code); a test's given one takes SMS. */
    smsWorks: transport.canSendSms ?? true,
    appOrigin,
    now: deps.now,
    key: () => loadServerKey(db, deps.env.PATTERN_PEPPER),

    /** The client's address, for per-address throttles. */
    address(c: Context): string {
      return clientAddress(c, deps.env.TRUST_PROXY);
    },

    /** A per-address counter of this request. */
    perAddress(c: Context, rule: PerAddressRule): Counter {
      return counterOf(rule, kit.address(c));
    },

    /** A per-identifier counter (the typed e-mail or phone, registered or not). */
    perIdentifier(identifier: string, rule: PerIdentifierRule): Counter {
      return counterOf(rule, identifier);
    },

    /**
     * Check a secret under failure counters: their places are taken first (429 when one is full), `check` runs
     * only then, and a right secret (a truthy result) gives its places back (auth/throttle.ts).
     */
    attempt<T>(counters: readonly Counter[], check: () => Promise<T>): Promise<T> {
      return attempt(db, counters, deps.now(), check);
    },

    /**
     * Something that sends a mail or SMS (a code, a link), counted against the send throttles of the identifier
     * and of the client: the send is counted before `issue` runs (429 when either is full), and given back when
     * `issue` refuses or fails, so a burst sends no more than the limits.
     */
    async throttleSend<T>(c: Context, identifier: string, issue: () => Promise<T>): Promise<T> {
      const now = deps.now();
      const taken = await takeAttempt(db, [kit.perIdentifier(identifier, 'sendsPerIdentifier'), kit.perAddress(c, 'sendsPerAddress')], now);
      const issued = await issue().catch(async (err: unknown) => {
        await taken.giveBack();
        throw err;
      });
      await pruneThrottles(db, now);
      return issued;
    },

    /**
     * The origin links in mail point at: the configured public origin (env.ts), never the request's Host, which
     * whoever asks for the mail controls.
     */
    publicOrigin: deps.env.publicOrigin,

    /** Sign a user in with a fresh session; any sign-in also lifts a pattern lock of that address. */
    async signIn(c: Context<AppEnv>, user: UserRow) {
      await applySupportAgentEmailsTo(db, deps.env.SUPPORT_AGENT_EMAILS, user, deps.now());
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
