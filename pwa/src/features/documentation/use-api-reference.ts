import { useEffect, useMemo, useState } from 'react';
import { answer, api } from '../../sync/api-client.ts';
import { readCachedApiDocument, writeCachedApiDocument, type CachedApiDocument } from './api-reference-cache.ts';
import { readApiReference, type ApiGroup } from './api-reference.ts';

/** Where the reference shown comes from: the server just now, this device's copy, or nowhere yet. */
export type ApiReferenceSource = 'loading' | 'live' | 'cached' | 'unavailable';

/**
 * The API reference: the device's copy at once (so it shows offline), replaced by the server's document as soon
 * as it arrives, which then becomes the device's copy.
 */
export function useApiReference(): { groups: ApiGroup[]; source: ApiReferenceSource; fetchedAt: number | null } {
  const [entry, setEntry] = useState<CachedApiDocument | null>(() => readCachedApiDocument());
  const [source, setSource] = useState<ApiReferenceSource>('loading');

  useEffect(() => {
    const controller = new AbortController();
    answer(api['openapi.json'].$get(undefined, { init: { signal: controller.signal } }))
      .then((document) => {
        const fresh = { document, fetchedAt: Date.now() };
        writeCachedApiDocument(fresh);
        setEntry(fresh);
        setSource('live');
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setSource(readCachedApiDocument() ? 'cached' : 'unavailable');
      });
    return () => controller.abort();
  }, []);

  const groups = useMemo(() => (entry ? readApiReference(entry.document) : []), [entry]);
  return { groups, source: entry && source === 'loading' ? 'loading' : source, fetchedAt: entry?.fetchedAt ?? null };
}
