/**
 * The active jobs on this device with the signed-in candidate's match score for each, computed on the device
 * with the shared scorer. Job features and search text are cached across renders and screens (one module-level
 * JobMatchCache), so only new or changed jobs cost anything when the data changes, and nothing job-sized is
 * rebuilt on a keystroke. Many new jobs at once are prepared in slices between frames (usePreparedJobs).
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import { toCandidateFeatures, toJobFeatures, type JobFeatures } from '@shared/scoring/index.ts';
import { useDocs, useManyDocs } from '../../db/hooks.ts';
import { readFirstCards } from '../../state/first-cards.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { yieldToBrowser } from '../../ui/yield-to-browser.ts';
import { JobMatchCache, orderByMatch, orderByNewest, scoreJobs, toSearchEntry, type JobSearchEntry } from './job-search.ts';

const cache = new JobMatchCache();
const ACTIVE = { isActive: true } as const;
/**
 * Main-thread time one slice of job preparation may take. A phone four times slower than this machine (as
 * Lighthouse's mobile run assumes) still stays under the 50 ms of a long task, with room for what a slice cannot
 * plan for: the clock is read every 64 jobs, and a garbage collection may fall inside it (8 ms slices were
 * 13-16 ms in Lighthouse's trace).
 */
const SLICE_MS = 5;
const NOTHING_PREPARED: PreparedJobs = { entries: [], features: [], newest: new Int32Array(0), positionById: new Map() };

interface PreparedJobs {
  entries: JobSearchEntry[];
  features: JobFeatures[];
  /** Entry positions, newest first. */
  newest: Int32Array;
  /** Entry position of each job id. */
  positionById: ReadonlyMap<string, number>;
}

/** The last set prepared, so a screen opened again over the same documents shows them in its first render. */
let lastPrepared: { docs: readonly Job[]; prepared: PreparedJobs } | null = null;

/**
 * The jobs' search entries, features and newest-first order, once prepared, else the last set prepared (null
 * before the first). Preparing is done in tasks of a few milliseconds each (the cache's slices, then collecting
 * the entries, then the sort, then the positions by id), so the page answers while 10,000 are prepared; the
 * result is handed to React as a transition, which renders the list in slices too.
 */
function usePreparedJobs(docs: readonly Job[]): PreparedJobs | null {
  // Only the same documents' preparation: another user's (signed in since, in this tab) is never shown.
  const [shown, setShown] = useState<{ docs: readonly Job[]; prepared: PreparedJobs } | null>(() =>
    lastPrepared?.docs === docs ? lastPrepared : null,
  );
  useEffect(() => {
    if (lastPrepared?.docs === docs) {
      setShown(lastPrepared);
      return;
    }
    let isCancelled = false;
    void (async () => {
      // Not in the task of the commit that ran this effect: a slice there made that task long.
      await yieldToBrowser();
      if (isCancelled) return;
      while (!cache.warm(docs, performance.now() + SLICE_MS)) {
        await yieldToBrowser();
        if (isCancelled) return;
      }
      await yieldToBrowser();
      if (isCancelled) return;
      const { entries, features } = cache.prepare(docs);
      await yieldToBrowser();
      if (isCancelled) return;
      const newest = orderByNewest(entries);
      await yieldToBrowser();
      if (isCancelled) return;
      // Built here, a step of its own, rather than in the screen's render, where it lengthened the render's task.
      const positionById = new Map(entries.map((entry, position) => [entry.job.id, position]));
      const done = { docs, prepared: { entries, features, newest, positionById } };
      lastPrepared = done;
      startTransition(() => setShown(done));
    })();
    return () => {
      isCancelled = true;
    };
  }, [docs]);
  if (lastPrepared?.docs === docs) return lastPrepared.prepared;
  // While new documents are prepared the list shown stays, but an empty one (what loading had) is no list: it
  // read 'No jobs yet' for a moment on a device holding thousands, and the footer below it jumped away.
  if (shown && shown.docs.length === 0 && docs.length > 0) return null;
  return shown?.prepared ?? null;
}

export interface JobMatches {
  entries: readonly JobSearchEntry[];
  /** Score per entry position; null without a candidate profile. */
  scores: Uint8Array | null;
  /** Entry positions, best match first, then newest. */
  order: Int32Array;
  /** Entry positions, newest first (Browse Jobs' 'Newest' sort). */
  newest: Int32Array;
  /** Entry position of each job id. */
  positionById: ReadonlyMap<string, number>;
  loading: boolean;
  /** The jobs are the first sync's first batches, held until it is done (db/hooks.ts useManyDocs). */
  isHeld: boolean;
}

export function useJobMatches(candidate: Candidate | undefined): JobMatches {
  // During the first sync the jobs of its first batches stay as they are (searchable, scored) instead of being
  // re-read, re-indexed and re-scored after every batch; the full list replaces them once, when it is done.
  const { isFirstSync } = useSnapshot(syncStatus);
  const { docs, loading, isHeld } = useManyDocs('jobs', ACTIVE, { holdWhile: isFirstSync });
  const prepared = usePreparedJobs(docs) ?? NOTHING_PREPARED;
  // Built after the jobs' features so its bitsets already cover every skill and location they interned.
  const scores = useMemo(
    () => scoreJobs(candidate ? toCandidateFeatures(cache.index, candidate, Date.now()) : null, prepared.features),
    [candidate, prepared],
  );
  const order = useMemo(() => orderByMatch(prepared.newest, scores), [prepared, scores]);
  return { entries: prepared.entries, scores, order, newest: prepared.newest, positionById: prepared.positionById, loading: loading || prepared === NOTHING_PREPARED, isHeld };
}

/** The cards Browse Jobs last showed first (state/first-cards.ts), read by id, in that order, and scored. */
export interface FirstCardsPreview {
  entries: readonly JobSearchEntry[];
  scores: Uint8Array | null;
  /** The count the cards were 'of' when they were shown. */
  total: number;
}

const NO_JOB = { id: '\u0000' } as const;

/**
 * While `enabled` (a warm start, the full list not prepared yet): the first cards the user was last shown, from
 * a query of those few ids only, or null when there are none to show.
 */
export function useFirstCardsPreview(userId: string | undefined, candidate: Candidate | undefined, enabled: boolean): FirstCardsPreview | null {
  const [remembered] = useState(() => (userId ? readFirstCards(userId) : null));
  const wanted = enabled && remembered !== null && remembered.ids.length > 0;
  const { docs } = useDocs('jobs', wanted ? { id: { $in: remembered.ids } } : NO_JOB);
  return useMemo(() => {
    if (!wanted || docs.length === 0) return null;
    const byId = new Map(docs.map((job) => [job.id, job]));
    const jobs = remembered.ids.map((id) => byId.get(id)).filter((job): job is Job => job !== undefined && job.isActive);
    if (jobs.length === 0) return null;
    // Interned into the shared index the full list scores with: the same numbers it will show.
    const features = jobs.map((job) => toJobFeatures(cache.index, job));
    const scores = scoreJobs(candidate ? toCandidateFeatures(cache.index, candidate, Date.now()) : null, features);
    return { entries: jobs.map(toSearchEntry), scores, total: Math.max(remembered.total, jobs.length) };
  }, [wanted, docs, remembered, candidate]);
}
