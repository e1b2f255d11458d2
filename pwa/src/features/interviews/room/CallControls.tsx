import { useState } from 'react';
import { Button } from '../../../ui/index.ts';
import { DevicePickers } from './DevicePickers.tsx';
import type { LocalMediaControls } from './use-local-media.ts';

/** Mute, camera off, switch camera or microphone, leave. */
export function CallControls({
  media,
  onSwitched,
  onLeave,
}: {
  media: LocalMediaControls;
  onSwitched: (kind: 'audio' | 'video', track: MediaStreamTrack) => void;
  onLeave: () => void;
}) {
  const [isPickingDevices, setIsPickingDevices] = useState(false);
  const hasAudio = Boolean(media.stream?.getAudioTracks().length);
  const hasVideo = Boolean(media.stream?.getVideoTracks().length);
  return (
    <div className="flex flex-col gap-3">
      <div role="toolbar" aria-label="Call controls" className="flex flex-wrap items-center justify-center gap-2">
        <Button variant="secondary" aria-pressed={media.isMuted} disabled={!hasAudio} onClick={() => media.setMuted(!media.isMuted)}>
          {media.isMuted ? 'Unmute' : 'Mute'}
        </Button>
        <Button variant="secondary" aria-pressed={media.isCameraOff} disabled={!hasVideo} onClick={() => media.setCameraOff(!media.isCameraOff)}>
          {media.isCameraOff ? 'Start camera' : 'Stop camera'}
        </Button>
        <Button variant="secondary" aria-expanded={isPickingDevices} onClick={() => setIsPickingDevices(!isPickingDevices)}>
          Devices
        </Button>
        <Button variant="destructive" onClick={onLeave}>
          Leave
        </Button>
      </div>
      {isPickingDevices && (
        <div className="rounded-xl border border-slate-200 bg-white p-3">
          <DevicePickers media={media} onSwitched={onSwitched} />
        </div>
      )}
    </div>
  );
}
