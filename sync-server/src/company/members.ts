/**
 * Company members and invitations (server tables, not replicated): who may invite, remove and change roles,
 * and the rules that keep a company whole (one pending invitation per address, never without an admin). Every
 * change of someone's membership drops their cached session everywhere, so their next request, push or stream
 * is decided under the new membership at once (auth/session-cache.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { INVITATION_EXPIRY_MS, type CompanyInvitation, type CompanyMember, type CompanyResponse, type CompanyRole } from '@shared/schemas/company.ts';
import { announceSessionsEnded } from '../auth/session-cache.ts';
import { hashToken, newToken } from '../auth/sessions.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db, Queryable, Tx } from '../db/client.ts';
import { companyInvitations, companyMembers, users } from '../db/schema.ts';
import { httpError } from '../http-error.ts';
import { findRows } from '../store/rows.ts';
import { removeCompanyNotifications } from './member-notifications.ts';

/** The company's name as its profile has it ('' before a profile exists). */
export async function companyName(q: Queryable, companyId: string): Promise<string> {
  // Under its derived id, or an older random one (rules/employers.ts): the company's one live profile.
  const [row] = await findRows(q, 'employers', sql`owner_user_id = ${companyId} and not deleted`);
  const name = row?.doc.companyName;
  return typeof name === 'string' ? name : '';
}

/** A member of a company with their role and account name; null when the user is not in that company. */
export async function companyMember(q: Queryable, companyId: string, userId: string): Promise<{ userId: string; role: CompanyRole; name: string } | null> {
  const [row] = await q
    .select({ role: companyMembers.role, firstName: users.firstName, lastName: users.lastName })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId), isNull(users.deletedAt)));
  return row ? { userId, role: row.role, name: `${row.firstName} ${row.lastName}`.trim() } : null;
}

/** The caller's company, with its team and pending invitations for admins (recruiters see the team only). */
export async function readCompany(db: Db, viewer: Viewer, now: Date): Promise<CompanyResponse> {
  const company = viewer.company;
  if (!company) return { company: null, members: [], invitations: [] };
  const name = await companyName(db, company.id);
  const members = company.role === 'interviewer' ? [] : await listMembers(db, company.id);
  const invitations = company.role === 'admin' ? await listInvitations(db, company.id, now) : [];
  return { company: { id: company.id, name, role: company.role }, members, invitations };
}

async function listMembers(q: Queryable, companyId: string): Promise<CompanyMember[]> {
  const rows = await q
    .select({ userId: companyMembers.userId, role: companyMembers.role, addedAt: companyMembers.addedAt, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), isNull(users.deletedAt)))
    .orderBy(asc(companyMembers.addedAt));
  return rows.map((r) => ({ userId: r.userId, role: r.role, addedAt: r.addedAt.toISOString(), email: r.email ?? '', name: `${r.firstName} ${r.lastName}`.trim() || (r.email ?? '') }));
}

async function listInvitations(q: Queryable, companyId: string, now: Date): Promise<CompanyInvitation[]> {
  const rows = await q
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), isNull(companyInvitations.consumedAt), isNull(companyInvitations.revokedAt), gt(companyInvitations.expiresAt, now)))
    .orderBy(asc(companyInvitations.createdAt));
  return rows.map((r) => ({ id: r.id, email: r.email, role: r.role, expiresAt: r.expiresAt.toISOString() }));
}

/** The caller's company when they are its admin; 403 otherwise. */
export function adminCompanyOf(viewer: Viewer): string {
  if (viewer.company?.role !== 'admin') httpError(403, 'forbidden', 'Only an admin of the company can do this.');
  return viewer.company.id;
}

/** Members of one company wait for each other here: invitations of an address, the last admin. */
async function lockCompany(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`company:${companyId}`}))`);
}

/**
 * Invite an address with a role, or send the pending invitation of that address again (a new link; the old
 * one stops working): two admins inviting one address at once make one invitation. Answers the link's token.
 */
export async function inviteMember(db: Db, viewer: Viewer, email: string, role: CompanyRole, now: Date): Promise<{ id: string; token: string }> {
  const companyId = adminCompanyOf(viewer);
  const address = email.trim().toLowerCase();
  const token = newToken();
  const id = await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const [member] = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, companyId), eq(users.email, address), isNull(users.deletedAt)));
    if (member) httpError(409, 'already_member', 'This person is already a member of the company.');
    const pending = and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.email, address), isNull(companyInvitations.consumedAt), isNull(companyInvitations.revokedAt));
    const [open] = await tx.select().from(companyInvitations).where(pending);
    const expiresAt = new Date(now.getTime() + INVITATION_EXPIRY_MS);
    if (open) {
      await tx.update(companyInvitations).set({ tokenHash: hashToken(token), role, invitedBy: viewer.userId, expiresAt }).where(eq(companyInvitations.id, open.id));
      return open.id;
    }
    const fresh = randomUUID();
    await tx.insert(companyInvitations).values({ id: fresh, tokenHash: hashToken(token), companyId, email: address, role, invitedBy: viewer.userId, createdAt: now, expiresAt });
    return fresh;
  });
  return { id, token };
}

/** A pending invitation of the caller's company by id, for resending or revoking; 404 when none. */
async function pendingInvitation(q: Queryable, companyId: string, id: string) {
  const [row] = await q
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, companyId), isNull(companyInvitations.consumedAt), isNull(companyInvitations.revokedAt)));
  return row ?? httpError(404, 'not_found', 'No such invitation.');
}

/** Send a pending invitation again: a new link, valid anew. */
export async function resendInvitation(db: Db, viewer: Viewer, id: string, now: Date): Promise<{ email: string; role: CompanyRole; token: string }> {
  const row = await pendingInvitation(db, adminCompanyOf(viewer), id);
  return { email: row.email, role: row.role, ...(await inviteMember(db, viewer, row.email, row.role, now)) };
}

/** Revoke a pending invitation: its link stops working. */
export async function revokeInvitation(db: Db, viewer: Viewer, id: string, now: Date): Promise<void> {
  const row = await pendingInvitation(db, adminCompanyOf(viewer), id);
  await db.update(companyInvitations).set({ revokedAt: now }).where(eq(companyInvitations.id, row.id));
}

/** What an invitation link names, without using it up (a GET, which mail scanners make too). */
export async function previewInvitation(db: Db, token: string, now: Date) {
  const [row] = await db.select().from(companyInvitations).where(liveToken(token, now));
  if (!row) httpError(404, 'invitation_invalid', 'This invitation link has expired or was already used.');
  return { companyName: await companyName(db, row.companyId), role: row.role, email: row.email };
}

function liveToken(token: string, now: Date) {
  return and(eq(companyInvitations.tokenHash, hashToken(token)), isNull(companyInvitations.consumedAt), isNull(companyInvitations.revokedAt), gt(companyInvitations.expiresAt, now));
}

/**
 * Use an invitation (the landing page's POST, never its GET). An existing account (`userId`) joins the company
 * with the invitation's role; an account belongs to one company at a time, so one whose company has other
 * members must leave it first (a company of one is left behind). Without `userId` the link is only used up:
 * the caller then makes the new account in the company. Answers the invitation.
 */
export async function acceptInvitation(db: Db, token: string, userId: string | null, now: Date): Promise<{ email: string; companyId: string; role: CompanyRole }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(companyInvitations).set({ consumedAt: now }).where(liveToken(token, now)).returning();
    if (!row) httpError(404, 'invitation_invalid', 'This invitation link has expired or was already used.');
    if (userId === null) return row;
    await lockCompany(tx, row.companyId);
    const [current] = await tx.select().from(companyMembers).where(eq(companyMembers.userId, userId));
    if (current && current.companyId !== row.companyId) {
      const [others] = await tx.select({ n: sql<number>`count(*)::int` }).from(companyMembers).where(and(eq(companyMembers.companyId, current.companyId), sql`user_id <> ${userId}`));
      if ((others?.n ?? 0) > 0) httpError(409, 'leave_first', 'Leave your current company before you join another.');
    }
    await tx
      .insert(companyMembers)
      .values({ userId, companyId: row.companyId, role: row.role, addedAt: now })
      .onConflictDoUpdate({ target: companyMembers.userId, set: { companyId: row.companyId, role: row.role, addedAt: now } });
    await announceSessionsEnded(tx, { userId });
    return row;
  });
}

/**
 * Remove a member (an admin) or leave (oneself); the last admin can do neither. Their notifications of the
 * company's work go with them (member-notifications.ts), in the same transaction.
 */
export async function removeMember(db: Db, viewer: Viewer, userId: string, now: Date): Promise<void> {
  const companyId = userId === viewer.userId && viewer.company ? viewer.company.id : adminCompanyOf(viewer);
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const [member] = await tx.select().from(companyMembers).where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)));
    if (!member) httpError(404, 'not_found', 'No such member.');
    if (member.role === 'admin') await keepAnAdmin(tx, companyId, userId);
    await tx.delete(companyMembers).where(eq(companyMembers.userId, userId));
    await removeCompanyNotifications(tx, userId, companyId, member.addedAt, now);
    await announceSessionsEnded(tx, { userId });
  });
}

/** Change a member's role; the last admin keeps theirs. */
export async function changeRole(db: Db, viewer: Viewer, userId: string, role: CompanyRole): Promise<void> {
  const companyId = adminCompanyOf(viewer);
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const [member] = await tx.select().from(companyMembers).where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)));
    if (!member) httpError(404, 'not_found', 'No such member.');
    if (member.role === 'admin' && role !== 'admin') await keepAnAdmin(tx, companyId, userId);
    await tx.update(companyMembers).set({ role }).where(eq(companyMembers.userId, userId));
    await announceSessionsEnded(tx, { userId });
  });
}

async function keepAnAdmin(tx: Tx, companyId: string, leaving: string): Promise<void> {
  const [others] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'admin'), sql`user_id <> ${leaving}`));
  if ((others?.n ?? 0) === 0) httpError(409, 'last_admin', 'The company needs another admin first: the last admin cannot leave.');
}
