/**
 * A document that became public (a job posted or reopened, a profile opened to employers) enters the slices it
 * fits, in the transaction that made it public, so the devices' next pull (woken by the document's own
 * announcement and the slices') brings it. Slices not yet full take it in one statement, whatever their number:
 * a small marketplace behaves as if there were no slices. Full slices take it only if it beats their worst
 * (min_score); only owners sharing a skill term and a place (or any place, for a remote job) are scored, found
 * through slice_owners' indexes, and each that takes it drops its worst unpinned document.
 */
import { sql } from 'drizzle-orm';
import { createMatchIndex, scorePair, toCandidateFeatures, toJobFeatures } from '@shared/scoring/index.ts';
import { queryRows, type Queryable } from '../db/client.ts';
import { findRows, toTextArray } from '../store/rows.ts';
import { indexKeys } from './match-terms.ts';
import { announceSlice, type SlicedCollection } from './membership.ts';
import { matchCandidateOf, matchJobOf } from './rank-slice.ts';

/** Most full slices scored for one new document; beyond, they meet it at their next refresh. */
const MAX_SCORED_OWNERS = 2000;

const NEW_POSITION = sql.raw(`xid = pg_current_xact_id(), seq = nextval('change_seq')`);

/** Offer a newly public document to every slice of its collection it may enter. */
export async function offerToSlices(q: Queryable, collection: SlicedCollection, doc: Record<string, unknown>, now: Date): Promise<void> {
  const id = String(doc.id);
  // Refreshes under way (a sign-in's new slice, a profile edit) commit first, so their slices are offered this
  // document too; those after this commits read it in their pool (refresh-slice.ts takes this lock shared).
  await q.execute(sql`select pg_advisory_xact_lock(hashtext(${`slice-pool:${collection}`}))`);
  await enterNotFull(q, collection, id);
  await enterFull(q, collection, doc, now);
}

async function enterNotFull(q: Queryable, collection: SlicedCollection, id: string): Promise<void> {
  // The document's own announcement (public scope) already wakes these users' streams.
  await q.execute(sql`
    with fit as (
      update slice_owners o set size = size + 1
      where o.collection = ${collection} and o.size < o.cap
        and not exists (select 1 from slice_members m where m.user_id = o.user_id and m.collection = ${collection} and m.doc_id = ${id} and m.in_slice)
      returning o.user_id)
    insert into slice_members (user_id, collection, doc_id, in_slice, score)
    select user_id, ${collection}, ${id}, true, 0 from fit
    on conflict (user_id, collection, doc_id) do update set in_slice = true, ${NEW_POSITION}`);
}

interface Contender {
  userId: string;
  minScore: number;
}

async function fullSlicesSharing(q: Queryable, collection: SlicedCollection, doc: Record<string, unknown>): Promise<Contender[]> {
  const { terms, cities } = await indexKeys(q, Array.isArray(doc.skills) ? doc.skills : [], [doc.location]);
  if (!terms.length) return [];
  const city = cities[0] ?? '';
  const anywhere = collection === 'jobs' && doc.remoteOk === true;
  const place = anywhere ? sql`true` : sql`o.places @> array[${city}]::text[]`;
  return queryRows<Contender>(
    q,
    sql`select o.user_id as "userId", o.min_score as "minScore" from slice_owners o
        where o.collection = ${collection} and o.size >= o.cap and o.terms && ${toTextArray(terms)}::text[] and ${place}
          and not exists (select 1 from slice_members m where m.user_id = o.user_id and m.collection = ${collection} and m.doc_id = ${String(doc.id)} and m.in_slice)
        limit ${MAX_SCORED_OWNERS}`,
  );
}

/** The document's score for each contender, by the shared scorer. */
async function scoresFor(q: Queryable, collection: SlicedCollection, doc: Record<string, unknown>, owners: Contender[], now: Date): Promise<Map<string, number>> {
  const index = createMatchIndex();
  const scores = new Map<string, number>();
  const ids = toTextArray(owners.map((o) => o.userId));
  if (collection === 'jobs') {
    const job = toJobFeatures(index, matchJobOf(doc));
    for (const profile of await findRows(q, 'candidates', sql`owner_user_id = any(${ids}::text[]) and not deleted`)) {
      scores.set(profile.ownerUserId, scorePair(toCandidateFeatures(index, matchCandidateOf(profile.doc), now), job));
    }
    return scores;
  }
  const candidate = toCandidateFeatures(index, matchCandidateOf(doc), now);
  for (const job of await findRows(q, 'jobs', sql`owner_user_id = any(${ids}::text[]) and public_scope = 'all' and not deleted`)) {
    const score = scorePair(candidate, toJobFeatures(index, matchJobOf(job.doc)));
    scores.set(job.ownerUserId, Math.max(scores.get(job.ownerUserId) ?? 0, score));
  }
  return scores;
}

async function enterFull(q: Queryable, collection: SlicedCollection, doc: Record<string, unknown>, now: Date): Promise<void> {
  const owners = await fullSlicesSharing(q, collection, doc);
  if (!owners.length) return;
  const scores = await scoresFor(q, collection, doc, owners, now);
  const id = String(doc.id);
  for (const owner of owners) {
    const score = scores.get(owner.userId);
    if (score === undefined || score <= owner.minScore) continue;
    await q.execute(sql`
      with worst as (
        select doc_id from slice_members
        where user_id = ${owner.userId} and collection = ${collection} and in_slice and not pinned and doc_id <> ${id}
        order by score, doc_id limit 1)
      update slice_members m set in_slice = false, ${NEW_POSITION}
      from worst where m.user_id = ${owner.userId} and m.collection = ${collection} and m.doc_id = worst.doc_id`);
    await q.execute(sql`
      insert into slice_members (user_id, collection, doc_id, in_slice, score) values (${owner.userId}, ${collection}, ${id}, true, ${score})
      on conflict (user_id, collection, doc_id) do update set in_slice = true, score = excluded.score, ${NEW_POSITION}`);
    await q.execute(sql`
      update slice_owners set min_score = coalesce(
        (select min(score) from slice_members where user_id = ${owner.userId} and collection = ${collection} and in_slice and not pinned), 0)
      where user_id = ${owner.userId} and collection = ${collection}`);
    await announceSlice(q, collection, owner.userId);
  }
}
