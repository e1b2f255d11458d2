/**
 * Keeps the account's time zone the device's (`Intl.DateTimeFormat().resolvedOptions().timeZone`): daily and
 * weekly job alerts go at 08:00 there. Runs in the leader tab after the account's first pull, and writes only
 * when the zone differs, as an ordinary queued write (offline too).
 */
import type { CurrentUser } from '@shared/schemas/account.ts';
import { deviceTimeZone } from '@shared/rules/time-zone.ts';
import type { OpenDatabases } from '../db/current-database.ts';
import type { ReplicationSet } from '../db/replicate.ts';
import { patchFields } from '../db/writes.ts';

export async function recordTimeZone(user: CurrentUser, dbs: OpenDatabases, replication: ReplicationSet, isCurrent: () => boolean): Promise<void> {
  const zone = deviceTimeZone();
  if (!zone) return;
  await replication.states.accounts.awaitInitialReplication();
  if (!isCurrent()) return;
  const account = await (dbs.db.collections.accounts as any).findOne(user.id).exec();
  // No zone stored means UTC to the server (alerts/saved-search-matching.ts): a UTC device has nothing to write.
  if (!account || (account.toJSON().timeZone ?? 'UTC') === zone) return;
  await patchFields('accounts', user.id, { timeZone: zone });
}
