import { Field, Select } from '../../../ui/index.ts';
import { deviceIdOf } from './media-devices.ts';
import type { LocalMediaControls } from './use-local-media.ts';

/**
 * The camera and microphone choosers. A device switched here replaces the track in place; `onSwitched`
 * passes it on to the call when there is one.
 */
export function DevicePickers({
  media,
  onSwitched,
}: {
  media: LocalMediaControls;
  onSwitched?: (kind: 'audio' | 'video', track: MediaStreamTrack) => void;
}) {
  const { stream, devices } = media;
  const choose = async (kind: 'audio' | 'video', deviceId: string) => {
    try {
      const track = await media.switchDevice(kind, deviceId);
      if (track) onSwitched?.(kind, track);
    } catch {
      // The device went away or is busy; the current one keeps working.
    }
  };
  const option = (d: MediaDeviceInfo, i: number, what: string) => ({ value: d.deviceId, label: d.label || `${what} ${i + 1}` });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Camera">
        <Select
          value={deviceIdOf(stream?.getVideoTracks()[0]) ?? ''}
          onChange={(e) => void choose('video', e.target.value)}
          disabled={devices.cameras.length === 0}
          placeholder={devices.cameras.length === 0 ? 'No camera' : undefined}
          options={devices.cameras.map((d, i) => option(d, i, 'Camera'))}
        />
      </Field>
      <Field label="Microphone">
        <Select
          value={deviceIdOf(stream?.getAudioTracks()[0]) ?? ''}
          onChange={(e) => void choose('audio', e.target.value)}
          disabled={devices.microphones.length === 0}
          placeholder={devices.microphones.length === 0 ? 'No microphone' : undefined}
          options={devices.microphones.map((d, i) => option(d, i, 'Microphone'))}
        />
      </Field>
    </div>
  );
}
