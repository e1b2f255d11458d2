/**
 * The signed-in employer's own data as live local reads: their company profile (the `employers` doc with
 * their user id) and their jobs. While a new device runs its very first sync, "no profile yet" is not known,
 * so `isLoading` stays true until that sync ends (or the device turns out to be offline).
 */
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { takeNewest } from '@shared/rules/recent-items.ts';
import { useDocs } from '../../db/hooks.ts';
import { session } from '../../state/session.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { useCompany } from '../company/use-company.ts';

/** Matches no document: the selector used while there is no id to look for. */
const NO_ID = '\u0000';

/** True while a device that has never synced is pulling its first copy of the data. */
export function useIsFirstSyncPending(): boolean {
  const { initialSyncing, lastSyncedAt, online } = useSnapshot(syncStatus);
  return initialSyncing && lastSyncedAt === null && online;
}

/** The signed-in user and their company's profile, if it has one (a member's company is its founder's id). */
export function useOwnEmployer() {
  const { user } = useSnapshot(session);
  const { company } = useCompany();
  const { docs, loading } = useDocs('employers', { userId: company?.company?.id ?? user?.id ?? NO_ID });
  const isFirstSyncPending = useIsFirstSyncPending();
  const employer = docs[0];
  return { user, employer, isLoading: loading || (!employer && isFirstSyncPending) };
}

/** Every job of an employer, active and closed, newest first. */
export function useEmployerJobs(employerId: string | undefined) {
  const { docs, loading } = useDocs('jobs', { employerId: employerId ?? NO_ID });
  const jobs = useMemo(() => takeNewest(docs, (job) => job.postedAt, docs.length), [docs]);
  return { jobs, loading };
}
