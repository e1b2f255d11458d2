/**
 * Add, replace and remove entries of one of the profile's lists (experience, education, certifications),
 * each change saved as the whole profile. Removal offers Undo, since it saves at once without asking.
 */
import { entryRemovedToast } from '@shared/messages.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import { saveCandidate } from '../../features/candidates/candidate-doc.ts';
import { toast } from '../../ui/index.ts';

type ListKey = 'experience' | 'education' | 'certifications';

export function useCandidateList<K extends ListKey>(candidate: Candidate, key: K) {
  type Entry = Candidate[K][number];
  const list = candidate[key] as Entry[];

  /** Replaces the entry with the same id, or appends a new one. */
  const save = (entry: Entry) => {
    const exists = list.some((item) => item.id === entry.id);
    const next = exists ? list.map((item) => (item.id === entry.id ? entry : item)) : [...list, entry];
    return saveCandidate({ ...candidate, [key]: next });
  };

  const remove = async (entry: Entry, what: string) => {
    await saveCandidate({ ...candidate, [key]: list.filter((item) => item.id !== entry.id) });
    toast({
      ...entryRemovedToast(what),
      action: { label: 'Undo', altText: `Add the ${what.toLowerCase()} again`, onClick: () => void saveCandidate(candidate) },
    });
  };

  return { save, remove };
}
