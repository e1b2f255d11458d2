import { useEffect, useState, type ComponentType } from 'react';
import { subscribe } from 'valtio';
import { toastState } from './toast.ts';

type ToasterComponent = ComponentType;

/**
 * The one <Toaster/>, loaded when the first toast is queued and kept from then on (mount once, in App). Radix's
 * toast is a chunk of its own: most visits show no toast, and the landing page must not wait for it. The chunk is
 * imported by hand rather than through React.lazy: a suspended boundary reveals its content on a timer, which a
 * page whose timers are held (a background tab, a paused test clock) would never fire, so the toast would not show.
 */
export function ToasterOnDemand() {
  const [isNeeded, setNeeded] = useState(() => toastState.toasts.length > 0);
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => {
    if (isNeeded) return;
    if (toastState.toasts.length > 0) return setNeeded(true);
    return subscribe(toastState, () => {
      if (toastState.toasts.length > 0) setNeeded(true);
    });
  }, [isNeeded]);
  // A page the service worker does not control yet (the first visit, before it is installed) cannot load the
  // chunk offline: it tries again when the connection is back, so the queued toast still shows.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!isNeeded || Toaster) return;
    let isCurrent = true;
    const retry = () => setAttempt((n) => n + 1);
    import('./Toaster.tsx').then(
      (module) => {
        if (isCurrent) setToaster(() => module.Toaster);
      },
      () => {
        if (isCurrent) window.addEventListener('online', retry, { once: true });
      },
    );
    return () => {
      isCurrent = false;
      window.removeEventListener('online', retry);
    };
  }, [isNeeded, Toaster, attempt]);
  return Toaster ? <Toaster /> : null;
}
