import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Interview } from '@shared/schemas/interview.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { ButtonLink, NeedsConnection, Spinner } from '../../ui/index.ts';
import { fetchRoom, type RoomAnswer } from './room/room-api.ts';
import { resolveRoomInterviewId } from './room/room-link.ts';

// The call's code (WebRTC, media, signaling) loads only when a room opens, not with the interview list.
const RoomStage = lazy(async () => ({ default: (await import('./room/RoomStage.tsx')).RoomStage }));

/**
 * What a meeting link (/video-interviews?room=…) opens: the video call of that interview, once the server
 * says the room is open to this person now; else the server's reason (outside the join window, cancelled)
 * and the way back. Offline, it says a call needs a connection.
 */
export function InterviewRoom({ room, interviews }: { room: string; interviews: readonly Interview[] }) {
  const interviewId = resolveRoomInterviewId(room, interviews);
  const { online } = useSnapshot(syncStatus);
  const [answer, setAnswer] = useState<RoomAnswer | null>(null);

  const isOpen = answer?.kind === 'open' && answer.room.interview.id === interviewId;

  useEffect(() => {
    // An open room stays open through a network blip: the call reconnects by itself, the page must not reset it.
    if (!online || isOpen) return;
    const controller = new AbortController();
    setAnswer(null);
    fetchRoom(interviewId, controller.signal).then(setAnswer, () => {});
    return () => controller.abort();
  }, [interviewId, online, isOpen]);
  return (
    <section aria-labelledby="interview-room-title" className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-6">
      {answer?.kind === 'open' && isOpen ? (
        <Suspense fallback={<Loading />}>
          <RoomStage room={answer.room} />
        </Suspense>
      ) : (
        <>
          <h2 id="interview-room-title" className="text-lg font-semibold text-slate-900">
            Interview room
          </h2>
          <div className="mt-3">
            {!online ? (
              <NeedsConnection what="A video call" />
            ) : answer === null || answer.kind === 'open' ? (
              <Loading />
            ) : answer.kind === 'offline' ? (
              <NeedsConnection what="A video call" />
            ) : answer.kind === 'not-found' ? (
              <p className="text-sm text-slate-700">This meeting link does not belong to one of your interviews.</p>
            ) : (
              <p className="text-sm text-slate-700" role="alert">
                {answer.message}
              </p>
            )}
          </div>
          <ButtonLink href="/video-interviews" variant="secondary" className="mt-4">
            Back to interviews
          </ButtonLink>
        </>
      )}
    </section>
  );
}

function Loading() {
  return (
    <div className="flex items-center justify-center gap-2 py-10 text-slate-600" role="status">
      <Spinner label={null} /> Opening the interview room…
    </div>
  );
}
