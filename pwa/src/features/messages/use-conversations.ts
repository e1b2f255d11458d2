/**
 * The signed-in user's conversations and messages as live local reads (every tab updates when replication
 * brings a change), with the list rows computed and a label per person (their company or title).
 */
import { useCallback, useMemo } from 'react';
import { useDocs } from '../../db/hooks.ts';
import { summarizeConversations, type ConversationSummary } from './conversation-summary.ts';

export function useConversations(myUserId: string) {
  const { docs: conversations, loading } = useDocs('conversations', { kind: 'direct' });
  const { docs: messages } = useDocs('messages');
  const { docs: employers } = useDocs('employers');
  const { docs: candidates } = useDocs('candidates');
  const summaries = useMemo(() => summarizeConversations(conversations, messages, myUserId), [conversations, messages, myUserId]);
  const labels = useMemo(() => {
    const byUser = new Map<string, string>();
    for (const e of employers) byUser.set(e.userId, e.companyName);
    for (const c of candidates) if (c.title) byUser.set(c.userId, c.title);
    return byUser;
  }, [employers, candidates]);
  const labelOf = useCallback((summary: ConversationSummary) => labels.get(summary.other?.id ?? '') ?? '', [labels]);
  const photos = useMemo(() => new Map(candidates.flatMap((c) => (c.profilePhoto ? [[c.userId, c.profilePhoto] as const] : []))), [candidates]);
  const photoOf = useCallback((summary: ConversationSummary) => photos.get(summary.other?.id ?? ''), [photos]);
  return { conversations, summaries, messages, employers, candidates, labelOf, photoOf, loading };
}
