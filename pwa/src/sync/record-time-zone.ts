/**
 * Gives an account without a time zone the device's (`Intl.DateTimeFormat().resolvedOptions().timeZone`): daily
 * and weekly job alerts go at 08:00 there, and interview times show in it. Once set, Settings changes it (a
 * device in another zone does not overwrite the user's choice: issue 51). Runs in the leader tab after the
 * account's first pull, as an ordinary queued write (offline too).
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
  if (!account || account.toJSON().timeZone || zone === 'UTC') return;
  await patchFields('accounts', user.id, { timeZone: zone });
}
