/**
 * The company's tags on candidates (issue 48). The list is the company's alone (`company_tags`): another
 * company's tag, or none, is a 404. Admins and recruiters write; interviewers read (the candidate map only of
 * the candidates assigned to them). Which candidate carries which tags is `company_candidate_tags`, and every
 * change of it, of a tag's name or colour, or a deletion, is projected at once onto each of the candidate's
 * applications to the company (`tags`, sorted by name) through the row store, so it replicates to every
 * member's device and the live stream; the candidate's own copy never carries them (rules/applications.ts).
 *
 * Every write here holds the company's write lock, the very lock a push of the company takes
 * (replication/push.ts, `user:<company id>`), so REST changes and pushed tags are decided one after another:
 * the cap and the unique names hold under concurrency, and applications are rewritten from one truth.
 *
 * A device may tag offline (a pushed application, `planPushedTags`): a tag id the company does not know is
 * created by its name, or mapped onto the company's live tag of the same name (case aside), so two devices
 * creating one tag offline converge on one. A tag the company deleted stays deleted: an offline device still
 * carrying it cannot bring it back (it is dropped from what it pushes).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { TAG_TEXTS as T } from '@shared/messages.ts';
import {
  TAG_LIMITS,
  tagNameSchema,
  type ApplicationTag,
  type CandidateTagsResponse,
  type CompanyTag,
  type TagColour,
  type TagForm,
  type TagListResponse,
} from '@shared/schemas/company-tags.ts';
import { isSameJson } from '@shared/rules/merge-conflict.ts';
import { compact } from '@shared/rules/document-state.ts';
import { actingViewer, memberIdOf, roleMayWrite } from '../auth/company-viewer.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db, Queryable, Tx } from '../db/client.ts';
import { companyCandidateTags, companyTags } from '../db/schema.ts';
import { httpError } from '../http-error.ts';
import { visibleNow } from '../store/audience.ts';
import { findRows, writeRow } from '../store/rows.ts';
import { loadAssignments } from './assignments.ts';

/** The caller's company, for reading its tags; 403 for anyone outside a company. */
function readerCompanyOf(viewer: Viewer): string {
  if (viewer.userType !== 'employer' || !viewer.company) httpError(403, 'forbidden', T.onlyMembers);
  return viewer.company.id;
}

/** The caller's company when their role changes tags (admins, recruiters); 403 otherwise. */
function writerCompanyOf(viewer: Viewer): string {
  const companyId = readerCompanyOf(viewer);
  if (viewer.company!.role === 'interviewer' || !roleMayWrite(viewer, 'applications')) httpError(403, 'forbidden', T.onlyRecruiters);
  return companyId;
}

/** The company's write lock: the one a push of the company's documents holds (replication/push.ts). */
export async function lockCompany(tx: Queryable, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user:${companyId}`}))`);
}

/**
 * Wait for a company's tag writes in flight (shared with other readers): a candidate applying reads the tags
 * the company put on them, and a tag change committing meanwhile must not miss the new application.
 */
export async function awaitCompanyWrites(tx: Queryable, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${`user:${companyId}`}))`);
}

const notFound = (): never => httpError(404, 'not_found', T.notFound);

/** Names sort as a person reads them; the id breaks a tie (names differ in case only at most once: unique). */
const byName = (a: ApplicationTag, b: ApplicationTag) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

type TagRow = typeof companyTags.$inferSelect;
const toApplicationTag = (row: Pick<TagRow, 'id' | 'name' | 'colour'>): ApplicationTag => ({ id: row.id, name: row.name, colour: row.colour as TagColour });

async function liveTags(q: Queryable, companyId: string): Promise<TagRow[]> {
  return q.select().from(companyTags).where(and(eq(companyTags.companyId, companyId), isNull(companyTags.deletedAt))).orderBy(asc(companyTags.createdAt), asc(companyTags.id));
}

async function liveTag(q: Queryable, companyId: string, id: string): Promise<TagRow | null> {
  const [row] = await q.select().from(companyTags).where(and(eq(companyTags.companyId, companyId), eq(companyTags.id, id), isNull(companyTags.deletedAt)));
  return row ?? null;
}

/** The company's live tag of this name, case aside (as the unique index compares: Postgres's lower()). */
async function tagNamed(q: Queryable, companyId: string, name: string): Promise<TagRow | null> {
  const [row] = await q
    .select()
    .from(companyTags)
    .where(and(eq(companyTags.companyId, companyId), isNull(companyTags.deletedAt), sql`lower(${companyTags.name}) = lower(${name})`));
  return row ?? null;
}

/** Whether Postgres refused a duplicate (the unique name index): another write won the name. */
function isUniqueViolation(error: unknown): boolean {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 5; at = (at as { cause?: unknown }).cause, depth++) {
    if ((at as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The candidate's tags in the company now, as an application carries them (sorted by name). */
export async function candidateTagsIn(q: Queryable, companyId: string, candidateId: string): Promise<ApplicationTag[]> {
  const rows = await q
    .select({ id: companyTags.id, name: companyTags.name, colour: companyTags.colour })
    .from(companyCandidateTags)
    .innerJoin(companyTags, and(eq(companyTags.companyId, companyCandidateTags.companyId), eq(companyTags.id, companyCandidateTags.tagId), isNull(companyTags.deletedAt)))
    .where(and(eq(companyCandidateTags.companyId, companyId), eq(companyCandidateTags.candidateId, candidateId)));
  return rows.map(toApplicationTag).sort(byName);
}

/**
 * Write the candidate's tags in the company onto each of their applications to the company's jobs that does not
 * carry them already (through the row store: every member's device pulls it, the stream announces it).
 */
export async function projectCandidateTags(tx: Tx, companyId: string, candidateId: string, now: Date): Promise<void> {
  const tags = await candidateTagsIn(tx, companyId, candidateId);
  // The company is the reader of every application to its jobs (rules/applications.ts, apply).
  const applications = await findRows(
    tx,
    'applications',
    sql`reader_user_ids @> array[${companyId}]::text[] and doc->>'candidateId' = ${candidateId} and not deleted order by id for update`,
  );
  for (const row of applications) {
    if (isSameJson(row.doc.tags ?? [], tags)) continue;
    const doc = compact({ ...row.doc, tags: tags.length ? tags : undefined });
    await writeRow(tx, 'applications', { id: row.id, ownerUserId: row.ownerUserId, readerUserIds: row.readerUserIds, doc }, now);
  }
}

/** The candidates carrying a tag (deleted or not). */
async function candidatesTagged(q: Queryable, companyId: string, tagId: string): Promise<string[]> {
  const rows = await q
    .select({ candidateId: companyCandidateTags.candidateId })
    .from(companyCandidateTags)
    .where(and(eq(companyCandidateTags.companyId, companyId), eq(companyCandidateTags.tagId, tagId)));
  return rows.map((r) => r.candidateId);
}

/** The company's tags with how many candidates carry each, and which candidates carry which. */
export async function listTags(db: Db, viewer: Viewer): Promise<TagListResponse> {
  const companyId = readerCompanyOf(viewer);
  const tags = await liveTags(db, companyId);
  const links = await db
    .select({ candidateId: companyCandidateTags.candidateId, tagId: companyCandidateTags.tagId })
    .from(companyCandidateTags)
    .innerJoin(companyTags, and(eq(companyTags.companyId, companyCandidateTags.companyId), eq(companyTags.id, companyCandidateTags.tagId), isNull(companyTags.deletedAt)))
    .where(eq(companyCandidateTags.companyId, companyId));
  const counts = new Map<string, number>();
  for (const link of links) counts.set(link.tagId, (counts.get(link.tagId) ?? 0) + 1);
  // An interviewer sees only the candidates assigned to them (company/assignments.ts), here as everywhere.
  const seen = viewer.company!.role === 'interviewer' ? (await loadAssignments(db, viewer)).candidateIds : null;
  const order = new Map(tags.map(toApplicationTag).sort(byName).map((tag, i) => [tag.id, i]));
  const candidateTags: Record<string, string[]> = {};
  for (const link of links) {
    if (seen && !seen.has(link.candidateId)) continue;
    (candidateTags[link.candidateId] ??= []).push(link.tagId);
  }
  for (const ids of Object.values(candidateTags)) ids.sort((a, b) => order.get(a)! - order.get(b)!);
  return {
    tags: tags
      .map((row) => ({ ...toApplicationTag(row), candidateCount: counts.get(row.id) ?? 0, updatedAt: row.updatedAt.toISOString() }))
      .sort(byName),
    candidateTags,
  };
}

/** A new tag of the company: within the cap, its name not taken (case aside). */
export async function createTag(db: Db, viewer: Viewer, form: TagForm, now: Date): Promise<CompanyTag> {
  const companyId = writerCompanyOf(viewer);
  try {
    return await db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      const taken = await tagNamed(tx, companyId, form.name);
      if (taken) httpError(409, 'conflict', T.nameTaken(taken.name));
      const [{ count }] = (await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(companyTags)
        .where(and(eq(companyTags.companyId, companyId), isNull(companyTags.deletedAt)))) as [{ count: number }];
      if (Number(count) >= TAG_LIMITS.perCompany) httpError(409, 'limit', T.tooManyInCompany(TAG_LIMITS.perCompany));
      const [row] = await tx
        .insert(companyTags)
        .values({ companyId, id: randomUUID(), name: form.name, colour: form.colour, createdAt: now, updatedAt: now, updatedBy: memberIdOf(viewer) })
        .returning();
      return { ...toApplicationTag(row!), candidateCount: 0, updatedAt: row!.updatedAt.toISOString() };
    });
  } catch (error) {
    if (isUniqueViolation(error)) httpError(409, 'conflict', T.nameTaken(form.name));
    throw error;
  }
}

/** A tag renamed or recoloured; every application carrying it is rewritten. */
export async function updateTag(db: Db, viewer: Viewer, tagId: string, patch: Partial<TagForm>, now: Date): Promise<CompanyTag> {
  const companyId = writerCompanyOf(viewer);
  try {
    return await db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      const tag = (await liveTag(tx, companyId, tagId)) ?? notFound();
      if (patch.name !== undefined) {
        const taken = await tagNamed(tx, companyId, patch.name);
        if (taken && taken.id !== tag.id) httpError(409, 'conflict', T.nameTaken(taken.name));
      }
      const [row] = await tx
        .update(companyTags)
        .set({ ...(patch.name !== undefined ? { name: patch.name } : {}), ...(patch.colour ? { colour: patch.colour } : {}), updatedAt: now, updatedBy: memberIdOf(viewer) })
        .where(and(eq(companyTags.companyId, companyId), eq(companyTags.id, tagId)))
        .returning();
      const candidates = await candidatesTagged(tx, companyId, tagId);
      for (const candidateId of candidates) await projectCandidateTags(tx, companyId, candidateId, now);
      return { ...toApplicationTag(row!), candidateCount: candidates.length, updatedAt: row!.updatedAt.toISOString() };
    });
  } catch (error) {
    if (isUniqueViolation(error)) httpError(409, 'conflict', T.nameTaken(patch.name ?? ''));
    throw error;
  }
}

/** Delete a tag: it leaves every candidate and every application carrying it; its name is free again. */
export async function deleteTag(db: Db, viewer: Viewer, tagId: string, now: Date): Promise<void> {
  const companyId = writerCompanyOf(viewer);
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    if (!(await liveTag(tx, companyId, tagId))) notFound();
    const candidates = await candidatesTagged(tx, companyId, tagId);
    await tx.update(companyTags).set({ deletedAt: now, updatedAt: now, updatedBy: memberIdOf(viewer) }).where(and(eq(companyTags.companyId, companyId), eq(companyTags.id, tagId)));
    await tx.delete(companyCandidateTags).where(and(eq(companyCandidateTags.companyId, companyId), eq(companyCandidateTags.tagId, tagId)));
    for (const candidateId of candidates) await projectCandidateTags(tx, companyId, candidateId, now);
  });
}

/**
 * Set a candidate's whole set of the company's tags. Only a candidate the company may see (who applied or
 * wrote to it, or open to employers: the audience of store/audience.ts); another company's tag, or a deleted
 * one, is unknown (404).
 */
export async function setCandidateTags(db: Db, viewer: Viewer, candidateId: string, tagIds: string[], now: Date): Promise<CandidateTagsResponse> {
  const companyId = writerCompanyOf(viewer);
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const [candidate] = await findRows(tx, 'candidates', sql`id = ${candidateId} and ${visibleNow('candidates', actingViewer(viewer, 'candidates'))}`);
    if (!candidate) httpError(404, 'not_found', T.candidateNotFound);
    const known = tagIds.length
      ? await tx
          .select({ id: companyTags.id })
          .from(companyTags)
          .where(and(eq(companyTags.companyId, companyId), isNull(companyTags.deletedAt), inArray(companyTags.id, tagIds)))
      : [];
    if (known.length !== tagIds.length) httpError(404, 'not_found', T.unknownTag);
    await applyCandidateTags(tx, companyId, candidateId, { set: tagIds }, memberIdOf(viewer), now);
    await projectCandidateTags(tx, companyId, candidateId, now);
    return { candidateId, tags: await candidateTagsIn(tx, companyId, candidateId) };
  });
}

/** Change which tags a candidate carries: a whole set, or a difference (added and removed ids). */
async function applyCandidateTags(
  tx: Tx,
  companyId: string,
  candidateId: string,
  change: { set: string[] } | { add: string[]; remove: string[] },
  memberId: string,
  now: Date,
): Promise<void> {
  const where = and(eq(companyCandidateTags.companyId, companyId), eq(companyCandidateTags.candidateId, candidateId));
  let add: string[];
  if ('set' in change) {
    const kept = change.set;
    await tx.delete(companyCandidateTags).where(kept.length ? and(where, notInArray(companyCandidateTags.tagId, kept)) : where);
    add = kept;
  } else {
    if (change.remove.length) await tx.delete(companyCandidateTags).where(and(where, inArray(companyCandidateTags.tagId, change.remove)));
    add = change.add;
  }
  if (add.length) {
    await tx
      .insert(companyCandidateTags)
      .values(add.map((tagId) => ({ companyId, candidateId, tagId, addedAt: now, addedBy: memberId })))
      .onConflictDoNothing();
  }
}

/** What a pushed application's tags change, decided before anything is written (the row may yet be refused). */
export interface TagPlan {
  /** Tags the company does not have yet, made by name from what the device sent. */
  create: ApplicationTag[];
  add: string[];
  remove: string[];
  /** The candidate's whole set afterwards, as the application carries it. */
  tags: ApplicationTag[];
}

/**
 * The tags an employer's device pushed on an application, against the tags the server's copy carries: the
 * difference (added: pushed but not stored; removed: stored but not pushed) applies to the candidate's tags in
 * the company, so two members tagging one candidate concurrently keep both their additions. An added tag is the
 * company's by id; else its live tag of the same name (case aside); else a new tag of that name and colour
 * (within the cap). Another company's id is never taken: it is an unknown id, its name made the company's own.
 * A tag the company deleted is dropped. Null when the pushed ids are the stored ones (names and colours are the
 * server's). The caller holds the company's write lock (a push does).
 */
export async function planPushedTags(
  tx: Tx,
  companyId: string,
  candidateId: string,
  stored: readonly ApplicationTag[],
  pushed: readonly ApplicationTag[],
): Promise<TagPlan | { refusal: 'invalid' | 'limit'; reason: string } | null> {
  const storedIds = new Set(stored.map((t) => t.id));
  const pushedIds = new Set(pushed.map((t) => t.id));
  const removed = [...storedIds].filter((id) => !pushedIds.has(id));
  const added = pushed.filter((t) => !storedIds.has(t.id));
  if (!removed.length && !added.length) return null;
  const live = await liveTags(tx, companyId);
  const byId = new Map(live.map((row) => [row.id, toApplicationTag(row)]));
  const ownIds = added.length
    ? new Set((await tx.select({ id: companyTags.id }).from(companyTags).where(and(eq(companyTags.companyId, companyId), inArray(companyTags.id, added.map((t) => t.id))))).map((r) => r.id))
    : new Set<string>();
  const create: ApplicationTag[] = [];
  const addIds = new Set<string>();
  for (const tag of added) {
    const known = byId.get(tag.id);
    if (known) {
      addIds.add(known.id);
      continue;
    }
    // The company's own id that is not live: a tag it deleted, which stays deleted.
    if (ownIds.has(tag.id)) continue;
    const name = tagNameSchema.safeParse(tag.name);
    if (!name.success) return { refusal: 'invalid', reason: name.error.issues[0]?.message ?? T.nameRequired };
    const same = (await tagNamed(tx, companyId, name.data)) ?? create.find((c) => c.name.toLowerCase() === name.data.toLowerCase());
    if (same) {
      addIds.add(same.id);
      continue;
    }
    if (live.length + create.length >= TAG_LIMITS.perCompany) return { refusal: 'limit', reason: T.tooManyInCompany(TAG_LIMITS.perCompany) };
    // The device's id when no company holds it (its own copy then needs no remapping), else a new one.
    const [elsewhere] = await tx.select({ id: companyTags.id }).from(companyTags).where(eq(companyTags.id, tag.id)).limit(1);
    const made: ApplicationTag = { id: elsewhere ? randomUUID() : tag.id, name: name.data, colour: tag.colour };
    create.push(made);
    addIds.add(made.id);
  }
  const current = new Set((await candidateTagsIn(tx, companyId, candidateId)).map((t) => t.id));
  for (const id of removed) current.delete(id);
  for (const id of addIds) current.add(id);
  if (current.size > TAG_LIMITS.perCandidate) return { refusal: 'limit', reason: T.tooManyOnCandidate(TAG_LIMITS.perCandidate) };
  const made = new Map(create.map((t) => [t.id, t]));
  const tags = [...current].map((id) => byId.get(id) ?? made.get(id)!).sort(byName);
  return { create, add: [...addIds], remove: removed, tags };
}

/** Store a planned change of a pushed application, and rewrite the candidate's other applications to the company. */
export async function applyTagPlan(tx: Tx, companyId: string, candidateId: string, plan: TagPlan, memberId: string, now: Date): Promise<void> {
  if (plan.create.length) {
    await tx.insert(companyTags).values(plan.create.map((t) => ({ companyId, id: t.id, name: t.name, colour: t.colour, createdAt: now, updatedAt: now, updatedBy: memberId })));
  }
  await applyCandidateTags(tx, companyId, candidateId, { add: plan.add, remove: plan.remove }, memberId, now);
  await projectCandidateTags(tx, companyId, candidateId, now);
}
