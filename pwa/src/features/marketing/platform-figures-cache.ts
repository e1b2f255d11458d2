/**
 * The marketplace's figures (GET /api/figures) as this device last fetched them, kept in localStorage so the
 * landing page shows them offline. They are public and the same for everyone, so they live outside the per-user
 * databases and survive signing out.
 */
import { platformFiguresSchema, type PlatformFigures } from '@shared/schemas/platform-figures.ts';

const CACHE_KEY = 'hiresync:figures';

export function readCachedFigures(): PlatformFigures | null {
  try {
    const parsed = platformFiguresSchema.safeParse(JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCachedFigures(figures: PlatformFigures): void {
  try {
    localStorage.setItem(CACHE_KEY, JSON.stringify(figures));
  } catch {
    // A full or blocked storage only costs the offline copy; the page still shows what it fetched.
  }
}
