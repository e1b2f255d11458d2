import { useState } from 'react';
import { CallView } from './CallView.tsx';
import type { RoomInfo } from './room-api.ts';
import { RoomHeader } from './RoomHeader.tsx';
import { RoomLobby } from './RoomLobby.tsx';
import { useLocalMedia } from './use-local-media.ts';

/**
 * An open room: the lobby's camera and microphone check, then the call, sharing one local stream so the
 * devices chosen in the lobby are the ones the call sends.
 */
export function RoomStage({ room }: { room: RoomInfo }) {
  const media = useLocalMedia();
  const [hasJoined, setHasJoined] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <RoomHeader room={room} />
      {hasJoined && media.stream ? (
        <CallView room={room} media={media} stream={media.stream} />
      ) : (
        <RoomLobby media={media} peerName={room.peer.name} onJoin={() => setHasJoined(true)} />
      )}
    </div>
  );
}
