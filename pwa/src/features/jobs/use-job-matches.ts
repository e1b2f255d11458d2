/**
 * The active jobs on this device with the signed-in candidate's match score for each, computed on the device
 * with the shared scorer. Job features and search text are cached across renders and screens (one module-level
 * JobMatchCache), so only new or changed jobs cost anything when the data changes, and nothing job-sized is
 * rebuilt on a keystroke.
 */
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { Candidate } from '@shared/schemas/candidate.ts';
import { toCandidateFeatures } from '@shared/scoring/index.ts';
import { useDocs } from '../../db/hooks.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { JobMatchCache, orderByMatch, orderByNewest, scoreJobs, type JobSearchEntry } from './job-search.ts';

const cache = new JobMatchCache();
const ACTIVE = { isActive: true } as const;

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
  const prepared = useMemo(() => {
    const { entries, features } = cache.prepare(docs);
    return { entries, features, newest: orderByNewest(entries) };
  }, [docs]);
  // Built after the jobs' features so its bitsets already cover every skill and location they interned.
  const scores = useMemo(
    () => scoreJobs(candidate ? toCandidateFeatures(cache.index, candidate) : null, prepared.features),
    [candidate, prepared],
  );
  const order = useMemo(() => orderByMatch(prepared.newest, scores), [prepared, scores]);
  return { entries: prepared.entries, scores, order, loading, isHeld };
}
