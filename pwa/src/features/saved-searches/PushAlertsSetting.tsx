/** This browser's push setting for job alerts; the permission prompt comes only from pressing "Turn on". */
import { useEffect, useState } from 'react';
import { describeError } from '../../sync/api.ts';
import { Button, toast } from '../../ui/index.ts';
import { pushState, turnPushOff, turnPushOn, type PushState } from './push-alerts.ts';

const TEXTS: Record<PushState, string> = {
  unsupported: 'This browser cannot show job alerts as notifications; they still come by e-mail and in your notifications.',
  blocked: 'Notifications are blocked for this site in your browser settings; job alerts still come by e-mail.',
  off: 'Get job alerts as notifications on this device, too.',
  on: 'Job alerts also show as notifications on this device.',
};

export function PushAlertsSetting({ hasAlerts }: { hasAlerts: boolean }) {
  const [state, setState] = useState<PushState | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void pushState().then((s) => live && setState(s), () => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);
  if (state === null || (!hasAlerts && state !== 'on')) return null;

  const toggle = async () => {
    setIsBusy(true);
    try {
      setState(state === 'on' ? await turnPushOff() : await turnPushOn());
    } catch (error) {
      toast({ title: 'Push notifications not changed', description: describeError(error, 'Try again when you are online.'), variant: 'destructive' });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
      <p>{TEXTS[state]}</p>
      {(state === 'off' || state === 'on') && (
        <Button size="sm" variant="secondary" disabled={isBusy} onClick={() => void toggle()} className="sm:shrink-0">
          {state === 'on' ? 'Turn off on this device' : 'Turn on'}
        </Button>
      )}
    </div>
  );
}
