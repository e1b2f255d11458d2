/**
 * Asking the server for one interview's room: who is in it, the ICE servers and who is polite, or why it is
 * not open (outside the join window, cancelled, completed: the server's message) or not one's own.
 */
import type { InterviewRoom } from '@shared/schemas/interview-room.ts';
import { ApiError } from '../../../sync/api.ts';
import { answer, api } from '../../../sync/api-client.ts';

/** The room's answer (shared/src/schemas/interview-room.ts). */
export type RoomInfo = InterviewRoom;

/** The room, or why not: `refused` with the server's message, `offline` without a connection. */
export type RoomAnswer =
  | { kind: 'open'; room: RoomInfo }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'not-found' }
  | { kind: 'offline' };

export async function fetchRoom(interviewId: string, signal?: AbortSignal): Promise<RoomAnswer> {
  try {
    const room: RoomInfo = await answer(api.interviews[':id'].room.$get({ param: { id: encodeURIComponent(interviewId) } }, { init: { signal } }));
    return { kind: 'open', room };
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 404) return { kind: 'not-found' };
      return { kind: 'refused', code: error.code, message: error.serverMessage };
    }
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { kind: 'offline' };
  }
}
