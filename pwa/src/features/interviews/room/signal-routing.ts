/**
 * Which incoming signal belongs to this call. Each join of the room is a session with a random id; every
 * description and candidate names the session it is for, so signals meant for an earlier visit (a reload, a
 * replay after a reconnection) never reach the current peer connection. Pure; the wire is signaling-channel.ts.
 */

/** What travels in a signal's `data`, by kind. */
export type CallSignal =
  | { kind: 'hello'; data: { session: string; to?: string } }
  | { kind: 'bye'; data: { session: string } }
  | { kind: 'description'; data: { session: string; to: string; description: RTCSessionDescriptionInit } }
  | { kind: 'candidate'; data: { session: string; to: string; candidate: RTCIceCandidateInit | null } };

/** What the call does with a signal. */
export type SignalAction =
  | { type: 'ignore' }
  /** A new session of the other person: start a fresh peer connection with it; `reply` says we are here. */
  | { type: 'peer-joined'; session: string; reply: boolean; afterwards?: CallSignal }
  | { type: 'peer-left' }
  | { type: 'apply'; signal: CallSignal };

/** Reads a signal's `{kind, data}` off the wire; anything else is ignored (null). */
export function parseCallSignal(kind: unknown, data: unknown): CallSignal | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (typeof d.session !== 'string') return null;
  if (kind === 'hello') return { kind, data: { session: d.session, ...(typeof d.to === 'string' ? { to: d.to } : {}) } };
  if (kind === 'bye') return { kind, data: { session: d.session } };
  if (typeof d.to !== 'string') return null;
  if (kind === 'description' && typeof d.description === 'object' && d.description !== null) {
    return { kind, data: { session: d.session, to: d.to, description: d.description as RTCSessionDescriptionInit } };
  }
  if (kind === 'candidate' && typeof d.candidate === 'object') {
    return { kind, data: { session: d.session, to: d.to, candidate: d.candidate as RTCIceCandidateInit | null } };
  }
  return null;
}

/** The action for `signal`, given this visit's session and the other person's current one (if any). */
export function routeSignal(signal: CallSignal, self: string, peer: string | undefined): SignalAction {
  const { data } = signal;
  switch (signal.kind) {
    case 'hello': {
      if (signal.data.to !== undefined && signal.data.to !== self) return { type: 'ignore' };
      if (data.session === peer) return { type: 'ignore' };
      // An announcement (no `to`) is answered so that the newcomer learns our session; an answer is not.
      return { type: 'peer-joined', session: data.session, reply: signal.data.to === undefined };
    }
    case 'bye':
      return data.session === peer ? { type: 'peer-left' } : { type: 'ignore' };
    case 'description':
    case 'candidate':
      if (signal.data.to !== self) return { type: 'ignore' };
      // Their offer can arrive before their answer to our hello was read: it names us, so it is theirs.
      if (data.session !== peer) return { type: 'peer-joined', session: data.session, reply: false, afterwards: signal };
      return { type: 'apply', signal };
  }
}
