import { SEARCH_COPY } from './search-copy.ts';

/** The small heading over a screen's local results, so they read apart from the server's 'more results' below. */
export function OnDeviceLabel() {
  return <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{SEARCH_COPY.localHeading}</p>;
}
