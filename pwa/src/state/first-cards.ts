/**
 * The first cards Browse Jobs last showed a user on this device (best match first, nothing searched): their ids
 * and the count they were 'of'. A warm start reads just those jobs, by id, and draws them while the screen
 * prepares and scores every job on the device (a second and more on a phone); the full list then replaces them
 * in place. Only ids are kept here, never a document: the cards are read from the local database, so a job
 * gone since is not drawn.
 */
const firstCardsKey = (userId: string) => `browseFirstCards:${userId}`;

export interface FirstCards {
  ids: string[];
  total: number;
}

export function readFirstCards(userId: string): FirstCards | null {
  try {
    const value = JSON.parse(localStorage.getItem(firstCardsKey(userId)) ?? 'null') as FirstCards | null;
    return value && Array.isArray(value.ids) && value.ids.every((id) => typeof id === 'string') && typeof value.total === 'number' ? value : null;
  } catch {
    return null;
  }
}

export function rememberFirstCards(userId: string, cards: FirstCards): void {
  const value = JSON.stringify(cards);
  try {
    if (localStorage.getItem(firstCardsKey(userId)) !== value) localStorage.setItem(firstCardsKey(userId), value);
  } catch {
    // Storage full: the next warm start waits for the whole list, as it did before.
  }
}

export function forgetFirstCards(userId: string): void {
  localStorage.removeItem(firstCardsKey(userId));
}
