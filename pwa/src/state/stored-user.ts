/**
 * Reads the cached user of `currentUser` in localStorage, checked with the shared schema; invalid JSON or a
 * stale shape is removed. Its own module because it brings zod: main.tsx loads it only when something is stored,
 * so a signed-out visit does not download the schema library.
 */
import { currentUserSchema, type CurrentUser } from '@shared/schemas/account.ts';
import { CURRENT_USER_KEY } from './session.ts';

export function loadStoredUser(): CurrentUser | null {
  const raw = localStorage.getItem(CURRENT_USER_KEY);
  if (!raw) return null;
  try {
    const parsed = currentUserSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through: invalid JSON is removed
  }
  localStorage.removeItem(CURRENT_USER_KEY);
  return null;
}
