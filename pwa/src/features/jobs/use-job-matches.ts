/**
 * The active jobs on this device with the signed-in candidate's match score for each, computed on the device
 * with the shared scorer. Job features and search text are cached across renders and screens (one module-level
 * JobMatchCache), so only new or changed jobs cost anything when the data changes, and nothing job-sized is
 * rebuilt on a keystroke. Many new jobs at once are prepared in slices between frames (usePreparedJobs).
 */
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import { toCandidateFeatures } from '@shared/scoring/index.ts';
import { useDocs } from '../../db/hooks.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { JobMatchCache, orderByMatch, orderByNewest, scoreJobs, type JobSearchEntry } from './job-search.ts';

const cache = new JobMatchCache();
const ACTIVE = { isActive: true } as const;
/**
 * Main-thread time one slice of job preparation may take. A phone four times slower than this machine (as
 * Lighthouse's mobile run assumes) still stays under the 50 ms of a long task.
 */
const SLICE_MS = 8;
const NO_JOBS: readonly Job[] = [];

/**
 * The jobs once the cache has prepared all of them, else the last set it had (null before the first). A few new
 * or changed jobs are prepared in the render that brings them; thousands (a first visit of the screen, the end
 * of a first sync) in slices between frames, so the page never stops answering while 10,000 are prepared.
 */
function usePreparedJobs(docs: readonly Job[]): readonly Job[] | null {
  const [done, setDone] = useState<readonly Job[] | null>(null);
  const isReady = done === docs || cache.warm(docs, performance.now() + SLICE_MS);
  useEffect(() => {
    if (isReady) return;
    let timer: ReturnType<typeof setTimeout>;
    const slice = () => {
      if (cache.warm(docs, performance.now() + SLICE_MS)) setDone(docs);
      else timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [docs, isReady]);
  return isReady ? docs : done;
}

export interface JobMatches {
  entries: readonly JobSearchEntry[];
  /** Score per entry position; null without a candidate profile. */
  scores: Uint8Array | null;
  /** Entry positions, best match first, then newest. */
  order: Int32Array;
  loading: boolean;
  /** The jobs are the first sync's first batches, held until it is done (db/hooks.ts useDocs). */
  isHeld: boolean;
}

export function useJobMatches(candidate: Candidate | undefined): JobMatches {
  // During the first sync the jobs of its first batches stay as they are (searchable, scored) instead of being
  // re-read, re-indexed and re-scored after every batch; the full list replaces them once, when it is done.
  const { isFirstSync } = useSnapshot(syncStatus);
  const { docs, loading, isHeld } = useDocs('jobs', ACTIVE, { holdWhile: isFirstSync });
  const ready = usePreparedJobs(docs);
  const prepared = useMemo(() => {
    const { entries, features } = cache.prepare(ready ?? NO_JOBS);
    return { entries, features, newest: orderByNewest(entries) };
  }, [ready]);
  // Built after the jobs' features so its bitsets already cover every skill and location they interned.
  const scores = useMemo(
    () => scoreJobs(candidate ? toCandidateFeatures(cache.index, candidate) : null, prepared.features),
    [candidate, prepared],
  );
  const order = useMemo(() => orderByMatch(prepared.newest, scores), [prepared, scores]);
  return { entries: prepared.entries, scores, order, loading: loading || ready === null, isHeld };
}
