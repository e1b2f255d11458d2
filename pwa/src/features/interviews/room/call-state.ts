/**
 * The call's connection state as the room shows it, from what the peer connection, the signaling channel and
 * the person do. Pure, so every transition is tested without a browser; the media and the wire live elsewhere.
 */

/** Where the call stands. */
export type CallPhase =
  | 'waiting' // joined; the other person is not there yet
  | 'connecting' // the other person is there; media not flowing yet
  | 'connected'
  | 'reconnecting' // it was connected and the network dropped; ICE is restarting
  | 'peer-left'
  | 'left' // this person left
  | 'closed'; // the server ended the room (window over, interview cancelled)

export interface CallState {
  phase: CallPhase;
  /** Whether the signaling stream is up; the media can flow without it, but a reconnection needs it. */
  isSignalingUp: boolean;
  /** The server's reason when `closed`. */
  closedMessage?: string;
}

export type CallEvent =
  | { type: 'peer-joined' }
  | { type: 'peer-left' }
  | { type: 'peer-connection'; state: RTCPeerConnectionState }
  | { type: 'signaling'; isUp: boolean }
  | { type: 'leave' }
  | { type: 'rejoin' }
  | { type: 'closed'; message: string };

export const INITIAL_CALL_STATE: CallState = { phase: 'waiting', isSignalingUp: false };

const FINAL: ReadonlySet<CallPhase> = new Set(['left', 'closed']);

/** The state after `event`. Leaving and a closed room are final until the person rejoins. */
export function reduceCallState(state: CallState, event: CallEvent): CallState {
  if (event.type === 'closed') return { ...state, phase: 'closed', closedMessage: event.message };
  if (event.type === 'rejoin') return state.phase === 'left' ? { ...INITIAL_CALL_STATE } : state;
  if (FINAL.has(state.phase)) return state;
  switch (event.type) {
    case 'leave':
      return { ...state, phase: 'left' };
    case 'signaling':
      return { ...state, isSignalingUp: event.isUp };
    case 'peer-joined':
      return { ...state, phase: 'connecting' };
    case 'peer-left':
      return { ...state, phase: 'peer-left' };
    case 'peer-connection':
      return { ...state, phase: phaseAfterPeerConnection(state.phase, event.state) };
  }
}

function phaseAfterPeerConnection(phase: CallPhase, pc: RTCPeerConnectionState): CallPhase {
  // A peer connection that is not the current one's (after the other person left) changes nothing.
  if (phase === 'waiting' || phase === 'peer-left') return phase;
  const wasUp = phase === 'connected' || phase === 'reconnecting';
  switch (pc) {
    case 'connected':
      return 'connected';
    case 'disconnected':
    case 'failed':
      return wasUp ? 'reconnecting' : 'connecting';
    case 'new':
    case 'connecting':
      // An ICE restart goes through 'connecting' again: still a reconnection to the person.
      return wasUp ? 'reconnecting' : 'connecting';
    case 'closed':
      return phase;
  }
}

/** The words of the state line ('Connecting…', 'Connected', 'Reconnecting…', 'The other person left'). */
export function describeCallPhase(phase: CallPhase, peerName: string): string {
  switch (phase) {
    case 'waiting':
      return `Waiting for ${peerName} to join…`;
    case 'connecting':
      return 'Connecting…';
    case 'connected':
      return 'Connected';
    case 'reconnecting':
      return 'Reconnecting…';
    case 'peer-left':
      return 'The other person left';
    case 'left':
      return 'You left the call';
    case 'closed':
      return 'The call has ended';
  }
}
