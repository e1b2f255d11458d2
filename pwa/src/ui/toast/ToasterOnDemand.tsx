import { lazy, Suspense, useEffect, useState } from 'react';
import { subscribe } from 'valtio';
import { toastState } from './toast.ts';

// Radix's toast is a chunk of its own: most visits show no toast, and the landing page must not wait for it.
const Toaster = lazy(async () => ({ default: (await import('./Toaster.tsx')).Toaster }));

/** The one <Toaster/>, loaded when the first toast is queued and kept from then on (mount once, in App). */
export function ToasterOnDemand() {
  const [isNeeded, setNeeded] = useState(() => toastState.toasts.length > 0);
  useEffect(() => {
    if (isNeeded) return;
    if (toastState.toasts.length > 0) return setNeeded(true);
    return subscribe(toastState, () => {
      if (toastState.toasts.length > 0) setNeeded(true);
    });
  }, [isNeeded]);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
