/**
 * Tells a failure caused by a row's content from a failure of the server. The first becomes a refusal of that
 * one row (code `invalid`); the second must still fail loudly, since retrying it later may well succeed.
 */
import { ZodError } from 'zod';
import { STORABLE_TEXT_MESSAGES } from '@shared/messages.ts';
import { refuse, type Refusal } from '../rules/types.ts';

/**
 * SQLSTATE class 22, "data exception": the value itself is what Postgres refuses (invalid text representation,
 * untranslatable character, unsupported Unicode escape, numeric value out of range, ...). Connection losses,
 * lock timeouts and constraint violations are other classes and stay server faults.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

/** The SQLSTATE of a database error, looking through wrappers (drizzle's DrizzleQueryError keeps it as `cause`). */
function sqlStateOf(error: unknown): string | null {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 5; at = (at as { cause?: unknown }).cause, depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** The refusal a content failure stands for, or null when `error` is a server fault to rethrow. */
export function contentRefusal(error: unknown): Refusal | null {
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return refuse('invalid', `${issue?.path.join('.') || 'document'}: ${issue?.message ?? 'Invalid data'}`);
  }
  const state = sqlStateOf(error);
  return state && DATA_EXCEPTION.test(state) ? refuse('invalid', STORABLE_TEXT_MESSAGES.unstorable) : null;
}
