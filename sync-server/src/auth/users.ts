/** Looking up live (not deleted) users by what people sign in with, and the user object the endpoints answer. */
import { and, eq, isNull } from 'drizzle-orm';
import type { CurrentUser } from '@shared/schemas/account.ts';
import type { Queryable } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { normalizeEmail } from './create-user.ts';

export type UserRow = typeof users.$inferSelect;

/** The live user with this e-mail, or null. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(and(eq(users.email, normalizeEmail(email)), isNull(users.deletedAt))).limit(1);
  return user ?? null;
}

/** The live user with this phone number (as normalized by the shared phone schema), or null. */
export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(and(eq(users.phone, phone), isNull(users.deletedAt))).limit(1);
  return user ?? null;
}

/** The live user with this id, or null. */
export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt))).limit(1);
  return user ?? null;
}

/** The name a user goes by in mail and pages others read (pattern-only accounts may have none). */
export function nameOf(user: Pick<UserRow, 'firstName' | 'lastName'> | null): string {
  return `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || 'A HireSync member';
}

/** The user object of every signed-in answer; `email` is '' for a phone-only account. */
export function toCurrentUser(u: UserRow): CurrentUser {
  return { id: u.id, email: u.email ?? '', userType: u.userType, firstName: u.firstName, lastName: u.lastName };
}

/** Whether an error is a unique-constraint violation (two sign-ups of one address at once). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
