/**
 * Why the camera or microphone is not there, in words a person can act on. Pure: the getUserMedia errors
 * come in as their DOMException names (media-devices.ts), the sentences go out to the lobby and the call.
 */

/** What stopped one device. */
export type MediaProblem = 'denied' | 'missing' | 'busy' | 'unsupported';

export interface MediaProblems {
  camera?: MediaProblem;
  microphone?: MediaProblem;
}

/** The problem behind a getUserMedia failure, by the DOMException's name. */
export function classifyMediaError(error: unknown): MediaProblem {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    case 'NotReadableError':
    case 'AbortError':
      return 'busy';
    default:
      return 'unsupported';
  }
}

const WHAT: Record<MediaProblem, (device: string) => string> = {
  denied: (device) => `Access to your ${device} is blocked. Allow it in your browser's site settings, then try again.`,
  missing: (device) => `No ${device} was found on this device.`,
  busy: (device) => `Your ${device} is in use by another app or could not be started.`,
  unsupported: (device) => `This browser cannot use your ${device} here.`,
};

/**
 * One sentence per device that is missing, and what joining means then: without the camera the other person
 * only hears you; without both, you can still see and hear them.
 */
export function describeMediaProblems(problems: MediaProblems): string[] {
  const { camera, microphone } = problems;
  if (camera && camera === microphone) {
    return [WHAT[camera]('camera and microphone'), 'You can still join to see and hear the other person; they will not see or hear you.'];
  }
  const lines: string[] = [];
  if (camera) lines.push(WHAT[camera]('camera'));
  if (microphone) lines.push(WHAT[microphone]('microphone'));
  if (camera && microphone) lines.push('You can still join to see and hear the other person; they will not see or hear you.');
  else if (camera) lines.push('You can join with audio only.');
  else if (microphone) lines.push('You can join with video only; the other person will not hear you.');
  return lines;
}
