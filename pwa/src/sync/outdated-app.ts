/**
 * When the server says this app version is outdated (older than its window), nothing more can be sent or
 * received: reload into the new version at once if no local change is waiting, otherwise tell the user and let
 * them choose the moment (a form may be open). The new version migrates the local database and sends the
 * waiting changes then (db/migrations.ts).
 */
import { subscribe } from 'valtio';
import { appOutdatedToast } from '@shared/messages.ts';
import { updateAndReload } from '../app/service-worker.ts';
import { getCurrentDatabase } from '../db/current-database.ts';
import { syncStatus } from '../state/sync-status.ts';
import { toast } from '../ui/toast/toast.ts';

let announced = false;

export function watchForOutdatedApp(): () => void {
  return subscribe(syncStatus, () => {
    if (!syncStatus.outdated || announced) return;
    announced = true;
    void (async () => {
      const waiting = (await getCurrentDatabase()?.device.outbox.count()) ?? 0;
      if (waiting === 0) return updateAndReload();
      toast({
        ...appOutdatedToast(waiting),
        variant: 'default',
        durationMs: Infinity,
        action: { label: 'Reload', altText: 'Use Update app in the sync status', onClick: () => void updateAndReload() },
      });
    })();
  });
}
