/**
 * Add, replace and remove entries of one of the profile's lists (experience, education, certifications). Each
 * change is made to the list as stored at that moment, by entry id, and writes only that list: an entry added
 * meanwhile on another tab, or another field, is kept. Removal offers Undo, since it saves at once without asking.
 */
import { entryRemovedToast } from '@shared/messages.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import { patchCandidate } from '../../features/candidates/candidate-doc.ts';
import { toast } from '../../ui/index.ts';

type ListKey = 'experience' | 'education' | 'certifications';

export function useCandidateList<K extends ListKey>(candidate: Candidate, key: K) {
  type Entry = Candidate[K][number];
  const listOf = (stored: Candidate) => stored[key] as Entry[];

  /** Replaces the entry with the same id, or appends a new one. */
  const save = async (entry: Entry) => {
    await patchCandidate(candidate.id, (stored) => {
      const list = listOf(stored);
      const exists = list.some((item) => item.id === entry.id);
      return { [key]: exists ? list.map((item) => (item.id === entry.id ? entry : item)) : [...list, entry] };
    });
  };

  const remove = async (entry: Entry, what: string) => {
    const at = listOf(candidate).findIndex((item) => item.id === entry.id);
    await patchCandidate(candidate.id, (stored) => ({ [key]: listOf(stored).filter((item) => item.id !== entry.id) }));
    const undo = () =>
      patchCandidate(candidate.id, (stored) => {
        const list = listOf(stored).filter((item) => item.id !== entry.id);
        return { [key]: [...list.slice(0, Math.max(at, 0)), entry, ...list.slice(Math.max(at, 0))] };
      });
    toast({
      ...entryRemovedToast(what),
      action: { label: 'Undo', altText: `Add the ${what.toLowerCase()} again`, onClick: () => void undo() },
    });
  };

  return { save, remove };
}
