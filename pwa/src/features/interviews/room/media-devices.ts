/**
 * The camera and microphone: opening them with whatever is available (both, one, or none), listing them for
 * the pickers, and opening one other device to switch to. No React and no peer connection here.
 */
import { classifyMediaError, type MediaProblems } from './media-problems.ts';

/** The devices chosen in the lobby or the call; undefined means the browser's default. */
export interface DeviceChoice {
  cameraId?: string;
  microphoneId?: string;
}

export interface LocalMedia {
  stream: MediaStream;
  problems: MediaProblems;
}

const VIDEO: MediaTrackConstraints = { width: { ideal: 1280 }, height: { ideal: 720 } };

function videoConstraints(cameraId?: string): MediaTrackConstraints {
  return cameraId ? { ...VIDEO, deviceId: { exact: cameraId } } : VIDEO;
}

function audioConstraints(microphoneId?: string): MediaTrackConstraints | true {
  return microphoneId ? { deviceId: { exact: microphoneId } } : true;
}

async function open(constraints: MediaStreamConstraints): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new TypeError('getUserMedia is not available');
  return navigator.mediaDevices.getUserMedia(constraints);
}

/**
 * Both devices if possible; else each one alone, so a person without a camera (or who refused it) joins with
 * sound only. Never throws: the stream may be empty, and `problems` says why.
 */
export async function openLocalMedia(choice: DeviceChoice = {}): Promise<LocalMedia> {
  try {
    return { stream: await open({ video: videoConstraints(choice.cameraId), audio: audioConstraints(choice.microphoneId) }), problems: {} };
  } catch {
    // Which one failed is only known by asking for each alone.
  }
  const stream = new MediaStream();
  const problems: MediaProblems = {};
  try {
    (await open({ audio: audioConstraints(choice.microphoneId) })).getTracks().forEach((t) => stream.addTrack(t));
  } catch (error) {
    problems.microphone = classifyMediaError(error);
  }
  try {
    (await open({ video: videoConstraints(choice.cameraId) })).getTracks().forEach((t) => stream.addTrack(t));
  } catch (error) {
    problems.camera = classifyMediaError(error);
  }
  return { stream, problems };
}

/** One new track from another device, to put in place of the current one. */
export async function openTrack(kind: 'audio' | 'video', deviceId: string): Promise<MediaStreamTrack> {
  const stream = await open(kind === 'video' ? { video: videoConstraints(deviceId) } : { audio: audioConstraints(deviceId) });
  return stream.getTracks()[0]!;
}

export interface DeviceLists {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
}

/** The cameras and microphones (with names once a permission was given). */
export async function listDevices(): Promise<DeviceLists> {
  const devices = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
  return {
    cameras: devices.filter((d) => d.kind === 'videoinput' && d.deviceId),
    microphones: devices.filter((d) => d.kind === 'audioinput' && d.deviceId),
  };
}

/** The device a track comes from. */
export function deviceIdOf(track: MediaStreamTrack | undefined): string | undefined {
  return track?.getSettings().deviceId;
}

/** Stop every track, which turns the camera light off. */
export function stopStream(stream: MediaStream | undefined) {
  stream?.getTracks().forEach((track) => track.stop());
}
