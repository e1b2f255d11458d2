/**
 * Makes a user: the credentials row and the replicated account document, in one transaction. Used by every
 * sign-up path and by the demo data.
 */
import { randomUUID } from 'node:crypto';
import type { Account, CurrentUser } from '@shared/schemas/account.ts';
import type { UserType } from '@shared/schemas/common.ts';
import type { Db } from '../db/client.ts';
import { companyMembers, users } from '../db/schema.ts';
import { writeRow } from '../store/rows.ts';

/** What a new user is made from. */
export interface NewUser {
  /** Absent for an account made with a phone number only. */
  email?: string;
  userType: UserType;
  firstName?: string;
  lastName?: string;
  phone?: string;
  passwordHash?: string;
  patternHash?: string;
  /** An employer joining a company by invitation; otherwise an employer founds their own (its id is theirs). */
  company?: { companyId: string; role: 'admin' | 'recruiter' | 'interviewer' };
}

/** Normalize an e-mail for storage and lookup. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Create the user and their account document; returns the user object the auth endpoints answer. */
export async function createUser(db: Db, input: NewUser, now: Date): Promise<CurrentUser> {
  const id = randomUUID();
  const email = input.email === undefined ? null : normalizeEmail(input.email);
  const firstName = input.firstName?.trim() ?? '';
  const lastName = input.lastName?.trim() ?? '';
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id,
      email,
      phone: input.phone,
      userType: input.userType,
      firstName,
      lastName,
      passwordHash: input.passwordHash,
      patternHash: input.patternHash,
      createdAt: now,
    });
    if (input.userType === 'employer') {
      const company = input.company ?? { companyId: id, role: 'admin' as const };
      await tx.insert(companyMembers).values({ userId: id, companyId: company.companyId, role: company.role, addedAt: now });
    }
    const account: Account = {
      id,
      email: email ?? '',
      userType: input.userType,
      firstName,
      lastName,
      ...(input.phone ? { phone: input.phone } : {}),
      plan: 'free',
      subscriptionStatus: 'free',
      cancelAtPeriodEnd: false,
      notificationPrefs: { application: true, message: true, interview: true, payment: true, other: true },
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    await writeRow(tx, 'accounts', { id, ownerUserId: id, doc: account }, now);
  });
  return { id, email: email ?? '', userType: input.userType, firstName, lastName };
}
