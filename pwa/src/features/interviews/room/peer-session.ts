/**
 * One RTCPeerConnection with the other person, negotiated with the perfect negotiation pattern (the polite
 * side, the candidate, gives way when both offer at once), restarting ICE when the network drops, and
 * swapping a camera or microphone in place (replaceTrack, no renegotiation). Signals out go through `send`;
 * what they mean on arrival is decided before they reach `receive` (signal-routing.ts).
 */

export type PeerSignal =
  | { kind: 'description'; description: RTCSessionDescriptionInit }
  | { kind: 'candidate'; candidate: RTCIceCandidateInit | null };

export interface PeerSessionOptions {
  polite: boolean;
  iceServers: RTCIceServer[];
  /** The local camera and microphone tracks (either may be missing). */
  stream: MediaStream;
  send(signal: PeerSignal): void;
  onRemoteStream(stream: MediaStream): void;
  onState(state: RTCPeerConnectionState): void;
}

export interface PeerSession {
  receive(signal: PeerSignal): void;
  replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack): Promise<void>;
  close(): void;
}

/** How long the polite side waits for the first offer before offering itself (the other's offer got lost). */
const POLITE_WAIT_MS = 4000;

/** How long 'disconnected' may last before ICE is restarted (it often recovers alone within seconds). */
const DISCONNECTED_GRACE_MS = 2500;

/** How long the polite side waits for the impolite side's ICE restart before restarting itself. */
const POLITE_RESTART_MS = 8000;

export function startPeerSession(options: PeerSessionOptions): PeerSession {
  const pc = new RTCPeerConnection({ iceServers: options.iceServers });
  const senders = new Map<string, RTCRtpSender>();
  let makingOffer = false;
  let ignoreOffer = false;
  let isSettingRemoteAnswerPending = false;
  let isClosed = false;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  // Signals are applied one after another: a candidate must not overtake the description before it.
  let incoming: Promise<void> = Promise.resolve();

  let hasAddedTracks = false;
  const addLocalTracks = () => {
    if (hasAddedTracks || isClosed) return;
    hasAddedTracks = true;
    // After the other side's offer, addTrack takes the transceivers that offer made: two m-lines, not four.
    for (const track of options.stream.getTracks()) senders.set(track.kind, pc.addTrack(track, options.stream));
    // Without a camera or microphone of one's own, still receive the other person's (their offer has both).
    for (const kind of ['audio', 'video'] as const) {
      if (!senders.has(kind) && !pc.getTransceivers().some((t) => t.receiver.track.kind === kind)) pc.addTransceiver(kind, { direction: 'recvonly' });
    }
  };
  // The impolite side offers first; the polite side answers with its tracks. Both offering at once (glare) is
  // handled by the pattern, but in Chromium the rolled-back side's audio then never reached the other person.
  if (!options.polite) addLocalTracks();
  const offerTimer = options.polite ? setTimeout(addLocalTracks, POLITE_WAIT_MS) : undefined;

  pc.onnegotiationneeded = async () => {
    try {
      makingOffer = true;
      await pc.setLocalDescription();
      if (pc.localDescription) options.send({ kind: 'description', description: pc.localDescription.toJSON() as RTCSessionDescriptionInit });
    } catch {
      // A collision the other side's offer resolves; nothing to do here.
    } finally {
      makingOffer = false;
    }
  };
  pc.onicecandidate = ({ candidate }) => options.send({ kind: 'candidate', candidate: candidate ? candidate.toJSON() : null });
  pc.ontrack = ({ track, streams }) => {
    // The tracks the other side sends come with its stream; a bare track (no stream id) gets one of ours.
    const stream = streams[0] ?? new MediaStream([track]);
    options.onRemoteStream(stream);
  };
  pc.onconnectionstatechange = () => {
    if (isClosed) return;
    options.onState(pc.connectionState);
    clearTimeout(restartTimer);
    const { connectionState } = pc;
    if (connectionState !== 'failed' && connectionState !== 'disconnected') return;
    // The impolite side restarts ICE; the polite one only if that restart never came, so both rarely offer at once.
    const delay = options.polite ? POLITE_RESTART_MS : connectionState === 'failed' ? 0 : DISCONNECTED_GRACE_MS;
    restartTimer = setTimeout(() => {
      if (!isClosed && (pc.connectionState === 'failed' || pc.connectionState === 'disconnected')) pc.restartIce();
    }, delay);
  };

  const apply = async (signal: PeerSignal) => {
    if (signal.kind === 'candidate') {
      try {
        await pc.addIceCandidate(signal.candidate ?? undefined);
      } catch (error) {
        if (!ignoreOffer) throw error;
      }
      return;
    }
    const { description } = signal;
    const isReadyForOffer = !makingOffer && (pc.signalingState === 'stable' || isSettingRemoteAnswerPending);
    const isCollision = description.type === 'offer' && !isReadyForOffer;
    ignoreOffer = !options.polite && isCollision;
    if (ignoreOffer) return;
    isSettingRemoteAnswerPending = description.type === 'answer';
    await pc.setRemoteDescription(description); // the polite side rolls its own offer back implicitly
    isSettingRemoteAnswerPending = false;
    if (description.type === 'offer') {
      clearTimeout(offerTimer);
      addLocalTracks();
      await pc.setLocalDescription();
      if (pc.localDescription) options.send({ kind: 'description', description: pc.localDescription.toJSON() as RTCSessionDescriptionInit });
    }
  };

  return {
    receive(signal) {
      incoming = incoming.then(() => (isClosed ? undefined : apply(signal))).catch(() => {
        // A description that no longer fits (the other side moved on) is repaired by their next offer or an ICE restart.
      });
    },
    async replaceTrack(kind, track) {
      const sender = senders.get(kind);
      if (sender) await sender.replaceTrack(track);
      else if (hasAddedTracks) senders.set(kind, pc.addTrack(track, options.stream)); // missing at the start: renegotiates
    },
    close() {
      isClosed = true;
      clearTimeout(restartTimer);
      clearTimeout(offerTimer);
      pc.close();
    },
  };
}
