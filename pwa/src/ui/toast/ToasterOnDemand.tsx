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
  useEffect(() => {
    if (!isNeeded || Toaster) return;
    let isCurrent = true;
    void import('./Toaster.tsx').then((module) => {
      if (isCurrent) setToaster(() => module.Toaster);
    });
    return () => {
      isCurrent = false;
    };
  }, [isNeeded, Toaster]);
  return Toaster ? <Toaster /> : null;
}
