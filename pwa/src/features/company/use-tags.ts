/**
 * The company's tag list (GET /api/company/tags) as this device last read it, shared by every screen: kept in
 * localStorage per user so tags draw offline, read again when the device is online and after any change
 * (`reloadTags`). Interviewers read it too (the list is read-only for them).
 */
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { tagListResponseSchema, type ApplicationTag, type TagListResponse } from '@shared/schemas/company-tags.ts';
import { tagListBehind } from '@shared/rules/company-tags.ts';
import { session } from '../../state/session.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { fetchTags } from './tags-api.ts';

const keyOf = (userId: string) => `hiresync-company-tags-${userId}`;

interface TagsState {
  userId: string | null;
  list: TagListResponse | null;
  failed: boolean;
  /** Bumped by reloadTags: each value is fetched once. */
  round: number;
  fetchedRound: number;
}

const state = proxy<TagsState>({ userId: null, list: null, failed: false, round: 1, fetchedRound: 0 });

function stored(userId: string): TagListResponse | null {
  try {
    const parsed = tagListResponseSchema.safeParse(JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// Back online: read the list again, for the tags made offline that the push has just created on the server.
let wasOnline = syncStatus.online;
subscribeKey(syncStatus, 'online', (online) => {
  if (online && !wasOnline) setTimeout(reloadTags, 1500);
  wasOnline = online;
});

/** Read the list again from the server (after a change here, or a push that may have made tags). */
export function reloadTags(): void {
  state.round++;
}

/** Keep an answer as the list now (a change the server answered), also for offline. */
export function keepTags(list: TagListResponse): void {
  state.list = list;
  if (state.userId) localStorage.setItem(keyOf(state.userId), JSON.stringify(list));
}

/** The differences last read the list again for: each new one once (rules/company-tags.ts tagListBehind). */
let followedKey: string | null = null;

/**
 * useTags for a screen that draws applications: when they carry tags the list does not hold as they are (a
 * teammate renamed one, made one on their device), the list is read again, once for each such news.
 */
export function useTagsFollowing(applications: readonly { tags?: readonly ApplicationTag[] }[]): { list: TagListResponse | null; failed: boolean } {
  const answer = useTags();
  const { online } = useSnapshot(syncStatus);
  const behind = answer.list ? tagListBehind(answer.list.tags, applications) : null;
  useEffect(() => {
    if (!behind || !online || behind === followedKey) return;
    followedKey = behind;
    reloadTags();
  }, [behind, online]);
  return answer;
}

export function useTags(): { list: TagListResponse | null; failed: boolean } {
  const { user } = useSnapshot(session);
  const { online } = useSnapshot(syncStatus);
  const snap = useSnapshot(state);
  const userId = user?.userType === 'employer' ? user.id : null;
  useEffect(() => {
    if (state.userId === userId) return;
    // Another user on this device: their own cache, never the last one's.
    state.userId = userId;
    state.list = userId ? stored(userId) : null;
    state.failed = false;
    state.fetchedRound = 0;
  }, [userId]);
  useEffect(() => {
    if (!userId || !online || state.userId !== userId || state.fetchedRound === state.round) return;
    const round = state.round;
    state.fetchedRound = round;
    fetchTags()
      .then((answer) => {
        if (state.userId !== userId) return;
        keepTags(answer);
        state.failed = false;
      })
      .catch(() => {
        if (state.userId !== userId) return;
        state.failed = true;
        // Try again on the next look (another screen, back online).
        if (state.fetchedRound === round) state.fetchedRound = 0;
      });
  }, [userId, online, snap.round, snap.userId]);
  if (snap.userId !== userId) return { list: null, failed: false };
  return { list: (snap.list as TagListResponse | null) ?? null, failed: snap.failed };
}
