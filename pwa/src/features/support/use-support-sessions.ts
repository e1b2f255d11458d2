/**
 * Live local reads of support sessions: the user's own (for /support) and, on an agent's device, every session
 * the server replicates to it (for /admin-chat). Messages of support sessions only, so direct conversations
 * never mix in.
 */
import { useMemo } from 'react';
import { useDocs } from '../../db/hooks.ts';
import { useMyAccount } from '../plans/use-my-account.ts';
import { mySupportSessions, summarizeSupportSessions } from './support-sessions.ts';

/** Every support session on this device with its messages. */
export function useSupportDocs() {
  const { docs: conversations, loading } = useDocs('conversations', { kind: 'support' });
  const ids = useMemo(() => conversations.map((c) => c.id), [conversations]);
  const { docs: messages } = useDocs('messages', { conversationId: { $in: ids } });
  return { conversations, messages, loading };
}

/** The signed-in user's support sessions, newest first, and all their messages. */
export function useMySupportSessions(myUserId: string) {
  const { conversations, messages, loading } = useSupportDocs();
  const sessions = useMemo(() => mySupportSessions(conversations, myUserId), [conversations, myUserId]);
  return { sessions, messages, loading };
}

/** The agents' queue, newest activity first. */
export function useSupportQueue() {
  const { conversations, messages, loading } = useSupportDocs();
  const summaries = useMemo(() => summarizeSupportSessions(conversations, messages), [conversations, messages]);
  return { summaries, messages, loading };
}

/** Whether the signed-in account is a support agent (the server's flag on the account document). */
export function useIsSupportAgent(): { isAgent: boolean; isLoading: boolean } {
  const { account, isLoading } = useMyAccount();
  return { isAgent: account?.isSupportAgent === true, isLoading };
}
