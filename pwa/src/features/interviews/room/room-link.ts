/** Which interview a `?room=` value names: the interview's id, or the room token of its meeting link. */
import type { Interview } from '@shared/schemas/interview.ts';

/** The interview id for `room`, looked up among the device's interviews; an unknown value is taken as an id. */
export function resolveRoomInterviewId(room: string, interviews: readonly Pick<Interview, 'id' | 'meetingLink'>[]): string {
  const byLink = interviews.find((i) => new URLSearchParams(i.meetingLink.split('?')[1] ?? '').get('room') === room);
  return byLink?.id ?? room;
}
