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
  /** The other person's microphone and camera as they set them (issue 51). */
  onRemoteMediaState?(state: MediaState): void;
  /** The connection reads weak (round trip or loss, from getStats) or fine again. */
  onWeak?(isWeak: boolean): void;
}

/** One side's microphone and camera, sent over the call's data channel. */
export interface MediaState {
  isMuted: boolean;
  isCameraOff: boolean;
}

/** Round trip (seconds) or packet loss past which the connection reads weak. */
const WEAK_RTT_S = 0.4;
const WEAK_LOSS = 0.05;
const STATS_EVERY_MS = 2000;

export interface PeerSession {
  receive(signal: PeerSignal): void;
  replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack): Promise<void>;
  /** Tell the other side this side's microphone and camera (again once the channel opens). */
  sendMediaState(state: MediaState): void;
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
  // The mute and camera states travel on a data channel the impolite side opens in its first offer (the polite
  // side creating one too would make it offer as well: glare).
  let mediaState: MediaState | undefined;
  let channel: RTCDataChannel | undefined;
  const attachChannel = (c: RTCDataChannel) => {
    channel = c;
    c.onopen = () => {
      if (mediaState) c.send(JSON.stringify(mediaState));
    };
    c.onmessage = ({ data }) => {
      try {
        const parsed = JSON.parse(String(data)) as Partial<MediaState>;
        options.onRemoteMediaState?.({ isMuted: parsed.isMuted === true, isCameraOff: parsed.isCameraOff === true });
      } catch {
        // Not a state message: ignored.
      }
    };
  };
  if (!options.polite) attachChannel(pc.createDataChannel('media-state'));
  pc.ondatachannel = ({ channel: c }) => attachChannel(c);

  // 'Connection weak': the selected candidate pair's round trip, or the share of inbound packets lost since the
  // last look.
  let lastPackets = { received: 0, lost: 0 };
  const statsTimer = setInterval(async () => {
    if (isClosed || pc.connectionState !== 'connected' || !options.onWeak) return;
    let rtt = 0;
    let received = 0;
    let lost = 0;
    (await pc.getStats()).forEach((report: any) => {
      if (report.type === 'candidate-pair' && report.nominated && report.state === 'succeeded') rtt = Math.max(rtt, report.currentRoundTripTime ?? 0);
      if (report.type === 'inbound-rtp') {
        received += report.packetsReceived ?? 0;
        lost += report.packetsLost ?? 0;
      }
    });
    const dReceived = received - lastPackets.received;
    const dLost = lost - lastPackets.lost;
    lastPackets = { received, lost };
    const loss = dReceived + dLost > 0 ? dLost / (dReceived + dLost) : 0;
    options.onWeak(rtt > WEAK_RTT_S || loss > WEAK_LOSS);
  }, STATS_EVERY_MS);

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
    sendMediaState(state) {
      mediaState = state;
      if (channel?.readyState === 'open') channel.send(JSON.stringify(state));
    },
    close() {
      isClosed = true;
      clearInterval(statsTimer);
      clearTimeout(restartTimer);
      clearTimeout(offerTimer);
      pc.close();
    },
  };
}
