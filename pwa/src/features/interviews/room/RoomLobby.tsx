import { Button } from '../../../ui/index.ts';
import { DevicePickers } from './DevicePickers.tsx';
import { MediaProblemNotice } from './MediaProblemNotice.tsx';
import { MicLevelMeter } from './MicLevelMeter.tsx';
import type { LocalMediaControls } from './use-local-media.ts';
import { VideoTile } from './VideoTile.tsx';

/**
 * Before joining: one's own picture, the camera and microphone pickers, the microphone meter, and what is
 * missing. Joining is possible with whatever works (audio only, or just watching and listening).
 */
export function RoomLobby({ media, peerName, onJoin }: { media: LocalMediaControls; peerName: string; onJoin: () => void }) {
  const { stream, problems, isStarting } = media;
  const video = stream?.getVideoTracks()[0];
  const hasProblem = Boolean(problems.camera || problems.microphone);
  return (
    <section aria-label="Camera and microphone check" className="grid gap-4 lg:grid-cols-[3fr_2fr]">
      <VideoTile stream={stream} label="Your camera preview" isSelf className="aspect-[4/3] rounded-2xl sm:aspect-video" testId="lobby-preview">
        {isStarting ? 'Starting your camera…' : !video ? 'No camera' : null}
      </VideoTile>
      <div className="flex flex-col gap-4">
        <h3 className="text-base font-semibold text-slate-900">Check your camera and microphone</h3>
        <DevicePickers media={media} />
        <MicLevelMeter track={stream?.getAudioTracks()[0]} />
        <MediaProblemNotice problems={problems} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={onJoin} disabled={isStarting} size="lg" className="sm:flex-1">
            Join now
          </Button>
          {hasProblem && (
            <Button variant="secondary" size="lg" onClick={() => void media.start()}>
              Try again
            </Button>
          )}
        </div>
        <p className="text-sm text-slate-600">{peerName} sees and hears you once you join.</p>
      </div>
    </section>
  );
}
