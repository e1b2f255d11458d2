import { useEffect, useState } from 'react';
import { platformFiguresSchema, type PlatformFigures } from '@shared/schemas/platform-figures.ts';
import { answer, api } from '../../sync/api-client.ts';
import { readCachedFigures, writeCachedFigures } from './platform-figures-cache.ts';
import type { Claim } from './marketing-claims.ts';

/**
 * The marketplace's figures: the device's copy at once (so the landing page shows them offline), replaced by the
 * server's count when it arrives, which then becomes the device's copy. Null until either is known.
 */
export function usePlatformFigures(): PlatformFigures | null {
  const [figures, setFigures] = useState<PlatformFigures | null>(() => readCachedFigures());
  useEffect(() => {
    const controller = new AbortController();
    answer(api.figures.$get(undefined, { init: { signal: controller.signal } }))
      .then((answer) => {
        const parsed = platformFiguresSchema.safeParse(answer);
        if (!parsed.success) return;
        writeCachedFigures(parsed.data);
        setFigures(parsed.data);
      })
      // Offline or the server away: the kept copy (or the descriptive claims) stands.
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return figures;
}

const NUMBER = new Intl.NumberFormat('en-US');

/** The four counts as a statistics strip: open jobs, companies, candidates, hires. */
export function figureClaims(figures: PlatformFigures): Claim[] {
  const count = (n: number, one: string, many: string) => ({ value: NUMBER.format(n), label: n === 1 ? one : many });
  return [
    count(figures.openJobs, 'open job', 'open jobs'),
    count(figures.companies, 'company', 'companies'),
    count(figures.candidates, 'candidate', 'candidates'),
    count(figures.hires, 'hire', 'hires'),
  ];
}
