import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { syncStatus } from '../../../state/sync-status.ts';
import { Button, ButtonLink, cx } from '../../../ui/index.ts';
import { describeCallPhase, type CallPhase } from './call-state.ts';
import { MediaProblemNotice } from './MediaProblemNotice.tsx';
import { CallControls } from './CallControls.tsx';
import type { RoomInfo } from './room-api.ts';
import { useCall } from './use-call.ts';
import type { LocalMediaControls } from './use-local-media.ts';
import { VideoTile } from './VideoTile.tsx';
import { ScorecardPrompt } from '../ScorecardPrompt.tsx';

const PHASE_TONE: Record<CallPhase, string> = {
  waiting: 'bg-slate-100 text-slate-700',
  connecting: 'bg-amber-100 text-amber-900',
  connected: 'bg-emerald-100 text-emerald-900',
  reconnecting: 'bg-amber-100 text-amber-900',
  'peer-left': 'bg-slate-100 text-slate-700',
  left: 'bg-slate-100 text-slate-700',
  closed: 'bg-slate-100 text-slate-700',
};

/** The call: the other person large, oneself small, the state line and the controls. */
export function CallView({ room, media, stream }: { room: RoomInfo; media: LocalMediaControls; stream: MediaStream }) {
  const { state, remoteStream, remoteMedia, isWeak, leave, rejoin, replaceTrack } = useCall(room, stream, { isMuted: media.isMuted, isCameraOff: media.isCameraOff });
  const { online } = useSnapshot(syncStatus);
  const { phase } = state;
  const isInCall = phase !== 'left' && phase !== 'closed';
  const stateLine = describeCallPhase(phase, room.peer.name);
  const { stop } = media;
  // Out of the call, the camera light goes off; rejoining opens the devices again.
  useEffect(() => {
    if (!isInCall) stop();
  }, [isInCall, stop]);
  const rejoinWithMedia = async () => {
    await media.start();
    rejoin();
  };

  return (
    <section aria-label="Video call" className="flex flex-col gap-3">
      <p role="status" data-testid="call-state" className={cx('self-start rounded-full px-3 py-1 text-sm font-medium', PHASE_TONE[phase])}>
        {stateLine}
      </p>
      {isInCall && !online && <p className="text-sm text-amber-900">You are offline. The call continues when your connection is back.</p>}
      {phase === 'closed' && state.closedMessage && <p className="text-sm text-slate-700">{state.closedMessage}</p>}
      <div className="relative">
        <VideoTile
          stream={isInCall ? remoteStream : null}
          label={`${room.peer.name}'s video`}
          testId="remote-video"
          className="aspect-[3/4] max-h-[70vh] w-full rounded-2xl sm:aspect-video"
        >
          {!isInCall || !remoteStream ? (
            <span className="max-w-xs">{overlayText(phase, room.peer.name)}</span>
          ) : remoteMedia.isCameraOff ? (
            <span className="max-w-xs">{room.peer.name} turned their camera off</span>
          ) : null}
        </VideoTile>
        {isInCall && remoteStream && (remoteMedia.isMuted || isWeak) && (
          <div className="absolute top-3 left-3 flex flex-col items-start gap-1">
            {remoteMedia.isMuted && (
              <span data-testid="peer-muted" className="rounded-full bg-slate-900/80 px-3 py-1 text-xs font-medium text-white">
                {room.peer.name} is muted
              </span>
            )}
            {isWeak && (
              <span data-testid="connection-weak" className="rounded-full bg-amber-100 px-3 py-1 text-xs font-medium text-amber-900">
                Connection weak
              </span>
            )}
          </div>
        )}
        {isInCall && (
          <div className="absolute right-3 bottom-3 aspect-[3/4] w-24 sm:aspect-video sm:w-48">
            <VideoTile stream={stream} label="Your video" isSelf testId="own-video" className="size-full rounded-xl ring-2 ring-white/80">
              {media.isCameraOff || stream.getVideoTracks().length === 0 ? 'Camera off' : null}
            </VideoTile>
          </div>
        )}
      </div>
      {isInCall ? (
        <>
          <MediaProblemNotice problems={media.problems} />
          <CallControls media={media} onSwitched={(kind, track) => void replaceTrack(kind, track)} onLeave={leave} />
        </>
      ) : (
        <div className="flex flex-col items-center gap-3">
          <ScorecardPrompt interviewId={room.interview.id} />
          <div className="flex flex-wrap justify-center gap-2">
          {phase === 'left' && <Button onClick={() => void rejoinWithMedia()}>Rejoin</Button>}
          <ButtonLink href="/video-interviews" variant="secondary">
            Back to interviews
          </ButtonLink>
          </div>
        </div>
      )}
    </section>
  );
}

function overlayText(phase: CallPhase, peerName: string): string {
  switch (phase) {
    case 'waiting':
      return `Waiting for ${peerName} to join…`;
    case 'peer-left':
      return `${peerName} left the call. They can rejoin while the interview runs.`;
    case 'left':
      return 'You left the call.';
    case 'closed':
      return 'The call has ended.';
    default:
      return 'Connecting…';
  }
}
