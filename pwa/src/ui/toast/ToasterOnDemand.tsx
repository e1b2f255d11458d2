import { useSyncExternalStore } from 'react';
import { loadedSonner, onSonnerLoaded } from './toast.ts';

/**
 * The one <Toaster/>, mounted once sonner's chunk has arrived with the first toast (mount once, in App). The chunk
 * is imported by hand rather than through React.lazy: a suspended boundary reveals its content on a timer, which a
 * page whose timers are held (a background tab, a paused test clock) would never fire, so the toast would not show.
 */
export function ToasterOnDemand() {
  const sonner = useSyncExternalStore(onSonnerLoaded, loadedSonner);
  return sonner ? <sonner.Toaster /> : null;
}
