/**
 * The person's own camera and microphone for the lobby and the call: opened with what is available, the
 * device lists for the pickers (kept current when a device is plugged in), switching a device in place, mute
 * and camera off. The stream object stays the same for the whole visit, so the call sends its current tracks.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { deviceIdOf, listDevices, openLocalMedia, openTrack, stopStream, type DeviceLists } from './media-devices.ts';
import type { MediaProblems } from './media-problems.ts';

export interface LocalMediaState {
  stream: MediaStream | null;
  problems: MediaProblems;
  devices: DeviceLists;
  isStarting: boolean;
  isMuted: boolean;
  isCameraOff: boolean;
  /** Changes whenever a track of `stream` changed, for components that read its tracks. */
  version: number;
}

export function useLocalMedia() {
  const [state, setState] = useState<LocalMediaState>({
    stream: null,
    problems: {},
    devices: { cameras: [], microphones: [] },
    isStarting: true,
    isMuted: false,
    isCameraOff: false,
    version: 0,
  });
  const streamRef = useRef<MediaStream | null>(null);

  const refreshDevices = useCallback(async () => {
    const devices = await listDevices().catch(() => ({ cameras: [], microphones: [] }));
    setState((s) => ({ ...s, devices }));
  }, []);

  // False once the room is gone: a camera that finishes opening after that is closed again at once.
  const isMountedRef = useRef(true);

  const start = useCallback(async () => {
    setState((s) => ({ ...s, isStarting: true }));
    stopStream(streamRef.current ?? undefined);
    const { stream, problems } = await openLocalMedia();
    if (!isMountedRef.current) return stopStream(stream);
    stopStream(streamRef.current ?? undefined); // a second start that overtook this one
    streamRef.current = stream;
    setState((s) => ({ ...s, stream, problems, isStarting: false, isMuted: false, isCameraOff: false, version: s.version + 1 }));
    await refreshDevices(); // names are only listed once a permission was given
  }, [refreshDevices]);

  useEffect(() => {
    isMountedRef.current = true;
    void start();
    const onDeviceChange = () => void refreshDevices();
    navigator.mediaDevices?.addEventListener?.('devicechange', onDeviceChange);
    return () => {
      navigator.mediaDevices?.removeEventListener?.('devicechange', onDeviceChange);
      isMountedRef.current = false;
      stopStream(streamRef.current ?? undefined);
      streamRef.current = null;
    };
  }, [start, refreshDevices]);

  /** Put another camera or microphone in place of the current one; returns the new track for the call. */
  const switchDevice = useCallback(async (kind: 'audio' | 'video', deviceId: string): Promise<MediaStreamTrack | undefined> => {
    const stream = streamRef.current;
    if (!stream) return undefined;
    const old = kind === 'video' ? stream.getVideoTracks()[0] : stream.getAudioTracks()[0];
    if (old && deviceIdOf(old) === deviceId) return undefined;
    const track = await openTrack(kind, deviceId);
    if (old) {
      track.enabled = old.enabled;
      stream.removeTrack(old);
      old.stop();
    }
    stream.addTrack(track);
    setState((s) => ({
      ...s,
      problems: kind === 'video' ? { ...s.problems, camera: undefined } : { ...s.problems, microphone: undefined },
      version: s.version + 1,
    }));
    return track;
  }, []);

  /** Turn the camera and microphone off (after leaving); `start` opens them again. */
  const stop = useCallback(() => stopStream(streamRef.current ?? undefined), []);

  const setMuted = useCallback((isMuted: boolean) => {
    streamRef.current?.getAudioTracks().forEach((t) => (t.enabled = !isMuted));
    setState((s) => ({ ...s, isMuted }));
  }, []);

  const setCameraOff = useCallback((isCameraOff: boolean) => {
    // A disabled track sends black frames: the other side's picture goes dark at once, no renegotiation.
    streamRef.current?.getVideoTracks().forEach((t) => (t.enabled = !isCameraOff));
    setState((s) => ({ ...s, isCameraOff }));
  }, []);

  return { ...state, start, stop, switchDevice, setMuted, setCameraOff };
}

export type LocalMediaControls = ReturnType<typeof useLocalMedia>;
