/**
 * Creating accounts. register takes the code itself (landing dialog) or 'verified' (join flow, after verify-otp
 * gave this browser a ticket); signup (/auth 'Complete Your Profile') needs the ticket. An address that already
 * has an account gets 409 account_exists, which only someone holding its code or ticket can see.
 */
import { Hono, type Context } from 'hono';
import { AUTH_ERROR_MESSAGES } from '@shared/messages.ts';
import { registerRequestSchema, signUpRequestSchema } from '@shared/schemas/auth-requests.ts';
import { AUTH_ERROR_CODES } from '@shared/schemas/auth-responses.ts';
import type { UserType } from '@shared/schemas/common.ts';
import { isCommonPassword } from '../../auth/common-passwords.ts';
import { createUser, normalizeEmail } from '../../auth/create-user.ts';
import { hashSecret } from '../../auth/passwords.ts';
import { endTicket, hasTicket } from '../../auth/tickets.ts';
import { findUserByEmail, findUserById, findUserByPhone, isUniqueViolation } from '../../auth/users.ts';
import type { AppEnv } from '../../context.ts';
import { httpError } from '../../http-error.ts';
import { jsonBody } from '../../middleware/validate.ts';
import { describeRoute } from '../../openapi/route-docs.ts';
import { requireCode } from './code-routes.ts';
import type { AuthKit, Proven } from './kit.ts';
import { signedInResponseSchema } from '@shared/schemas/auth-responses.ts';

interface NewAccount {
  firstName?: string;
  lastName?: string;
  userType: UserType;
  password: string;
}

async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) httpError(400, AUTH_ERROR_CODES.commonPassword, AUTH_ERROR_MESSAGES.commonPassword);
}

async function requireTicket(kit: AuthKit, c: Context, identifier: string): Promise<void> {
  if (!(await hasTicket(c, kit.db, identifier, kit.now()))) httpError(403, AUTH_ERROR_CODES.notVerified, AUTH_ERROR_MESSAGES.notVerified);
}

function accountExists(kind: Proven['kind']): never {
  const message = kind === 'email' ? AUTH_ERROR_MESSAGES.accountExists : AUTH_ERROR_MESSAGES.accountExistsPhone;
  httpError(409, AUTH_ERROR_CODES.accountExists, message);
}

/** Create the account of a proven address and sign it in. */
async function createAccount(kit: AuthKit, c: Context<AppEnv>, proven: Proven, input: NewAccount) {
  const existing = proven.kind === 'email' ? await findUserByEmail(kit.db, proven.identifier) : await findUserByPhone(kit.db, proven.identifier);
  if (existing) accountExists(proven.kind);
  const passwordHash = await hashSecret(input.password);
  const address = proven.kind === 'email' ? { email: proven.identifier } : { phone: proven.identifier };
  const made = await createUser(kit.db, { ...address, ...input, passwordHash }, kit.now()).catch((err: unknown) =>
    isUniqueViolation(err) ? accountExists(proven.kind) : Promise.reject(err),
  );
  await endTicket(c, kit.db, kit.appOrigin);
  const user = await kit.signIn(c, (await findUserById(kit.db, made.id))!);
  return c.json({ user }, 201);
}

export function accountRoutes(kit: AuthKit) {
  return new Hono<AppEnv>()
    .post(
      '/register',
      describeRoute({
        summary: 'Create an account with a code (or after verify-otp) and a password',
        tag: 'Auth', response: signedInResponseSchema,
        answers: {
          201: 'Created and signed in',
          400: 'Wrong code (`invalid_code`) or a common password (`common_password`)',
          403: '`verified` without this browser having verified the address: `not_verified`',
          409: 'The address has an account: `account_exists`',
          429: 'Too many wrong codes',
        },
        example: { email: 'casey@example.com', otp: '123456', password: 'Harbour42', userType: 'candidate', firstName: 'Casey', lastName: 'Jones' },
      }),
      jsonBody(registerRequestSchema),
      async (c) => {
        const { email, phoneNumber, otp, ...input } = c.req.valid('json');
        const proven: Proven = email !== undefined ? { identifier: normalizeEmail(email), kind: 'email' } : { identifier: phoneNumber!, kind: 'phone' };
        await refuseCommonPassword(input.password);
        if (otp === 'verified') await requireTicket(kit, c, proven.identifier);
        else await requireCode(kit, c, proven.identifier, 'sign-in', otp);
        return createAccount(kit, c, proven, input);
      },
    )
    .post(
      '/signup',
      describeRoute({
        summary: 'Create an account for the e-mail this browser verified',
        tag: 'Auth', response: signedInResponseSchema,
        answers: {
          201: 'Created and signed in',
          400: 'A common password: `common_password`',
          403: 'This browser has not verified the address: `not_verified`',
          409: 'The address has an account: `account_exists`',
        },
        example: { firstName: 'Casey', lastName: 'Jones', email: 'casey@example.com', password: 'Harbour42', userType: 'candidate' },
      }),
      jsonBody(signUpRequestSchema),
      async (c) => {
        const { email, ...input } = c.req.valid('json');
        const identifier = normalizeEmail(email);
        await refuseCommonPassword(input.password);
        await requireTicket(kit, c, identifier);
        return createAccount(kit, c, { identifier, kind: 'email' }, input);
      },
    );
}
