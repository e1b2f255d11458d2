/**
 * The call itself, from joining to leaving: the signaling channel, the peer connection with the other
 * person's current session, and the state line. Each join is a new session id (signal-routing.ts), so
 * leaving and rejoining, or a reload on either side, starts a fresh peer connection cleanly.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { INITIAL_CALL_STATE, reduceCallState } from './call-state.ts';
import { startPeerSession, type MediaState, type PeerSession } from './peer-session.ts';
import type { RoomInfo } from './room-api.ts';
import { openSignalingChannel } from './signaling-channel.ts';
import { routeSignal, type CallSignal } from './signal-routing.ts';

export function useCall(room: RoomInfo, stream: MediaStream, local: MediaState) {
  const [state, dispatch] = useReducer(reduceCallState, INITIAL_CALL_STATE);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [remoteMedia, setRemoteMedia] = useState<MediaState>({ isMuted: false, isCameraOff: false });
  const [isWeak, setIsWeak] = useState(false);
  const localRef = useRef(local);
  localRef.current = local;
  const [joinCount, setJoinCount] = useState(1);
  const peerRef = useRef<PeerSession | undefined>(undefined);

  useEffect(() => {
    if (joinCount === 0) return;
    const self = crypto.randomUUID();
    let peerSession: string | undefined;
    let peer: PeerSession | undefined;
    const bye: CallSignal = { kind: 'bye', data: { session: self } };

    const endPeer = () => {
      peer?.close();
      peer = peerRef.current = undefined;
      setRemoteStream(null);
      setRemoteMedia({ isMuted: false, isCameraOff: false });
      setIsWeak(false);
    };

    const startPeer = (session: string) => {
      endPeer();
      peerSession = session;
      peer = peerRef.current = startPeerSession({
        polite: room.polite,
        iceServers: room.iceServers,
        stream,
        send: (signal) =>
          channel.send(
            signal.kind === 'description'
              ? { kind: 'description', data: { session: self, to: session, description: signal.description } }
              : { kind: 'candidate', data: { session: self, to: session, candidate: signal.candidate } },
          ),
        onRemoteStream: setRemoteStream,
        onState: (pcState) => dispatch({ type: 'peer-connection', state: pcState }),
        onRemoteMediaState: setRemoteMedia,
        onWeak: setIsWeak,
      });
      peer.sendMediaState(localRef.current);
      dispatch({ type: 'peer-joined' });
    };

    const handle = (signal: CallSignal) => {
      const action = routeSignal(signal, self, peerSession);
      if (action.type === 'peer-joined') {
        // The answer goes out before the new connection's offer: the channel keeps the order.
        if (action.reply) channel.send({ kind: 'hello', data: { session: self, to: action.session } });
        startPeer(action.session);
        if (action.afterwards) handle(action.afterwards);
      } else if (action.type === 'peer-left') {
        endPeer();
        peerSession = undefined;
        dispatch({ type: 'peer-left' });
      } else if (action.type === 'apply') {
        const { data } = action.signal;
        if ('description' in data) peer?.receive({ kind: 'description', description: data.description });
        else if ('candidate' in data) peer?.receive({ kind: 'candidate', candidate: data.candidate });
      }
    };

    const channel = openSignalingChannel(room.interview.id, {
      onSignal: handle,
      onConnection: (isUp) => dispatch({ type: 'signaling', isUp }),
      onClosed: (message) => {
        endPeer();
        dispatch({ type: 'closed', message });
      },
    });
    channel.send({ kind: 'hello', data: { session: self } });

    const onPageHide = () => channel.close({ sayBye: bye });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      endPeer();
      channel.close({ sayBye: bye });
    };
  }, [joinCount, room, stream]);

  useEffect(() => {
    peerRef.current?.sendMediaState({ isMuted: local.isMuted, isCameraOff: local.isCameraOff });
  }, [local.isMuted, local.isCameraOff]);

  const leave = useCallback(() => {
    dispatch({ type: 'leave' });
    setJoinCount(0);
  }, []);

  const rejoin = useCallback(() => {
    dispatch({ type: 'rejoin' });
    setJoinCount((n) => n + 1);
  }, []);

  const replaceTrack = useCallback(async (kind: 'audio' | 'video', track: MediaStreamTrack) => {
    await peerRef.current?.replaceTrack(kind, track);
  }, []);

  return { state, remoteStream, remoteMedia, isWeak, leave, rejoin, replaceTrack };
}
