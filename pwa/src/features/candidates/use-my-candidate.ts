/**
 * The signed-in candidate's own profile, read from the local database: the `candidates` document whose userId
 * is the session user's. Absent until the candidate first saves the Profile tab.
 */
import { useSnapshot } from 'valtio';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import { useDocs } from '../../db/hooks.ts';
import { session } from '../../state/session.ts';

// A user id no document has, so the query stays valid (and empty) while nobody is signed in.
const NOBODY = '\u0000';

export function useMyCandidate(): { user: CurrentUser | null; candidate: Candidate | undefined; loading: boolean } {
  const { user } = useSnapshot(session);
  const { docs, loading } = useDocs('candidates', { userId: user?.id ?? NOBODY });
  return { user: user as CurrentUser | null, candidate: docs[0], loading };
}
