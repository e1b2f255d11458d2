import { formatDateTime } from '../../../ui/format-date.ts';
import type { RoomInfo } from './room-api.ts';

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** The interview the room is for: title, company, time, and who the other person is. */
export function RoomHeader({ room }: { room: RoomInfo }) {
  const { interview, peer } = room;
  return (
    <header className="min-w-0">
      <h2 id="interview-room-title" className="truncate text-lg font-semibold text-slate-900 sm:text-xl">
        {interview.title}
      </h2>
      <p className="text-sm text-slate-600">
        {interview.companyName} · <time dateTime={interview.scheduledAt}>{formatDateTime(interview.scheduledAt)}</time>
        {' – '}
        <time dateTime={interview.endsAt}>{TIME.format(Date.parse(interview.endsAt))}</time>
      </p>
      <p className="text-sm text-slate-600">With {peer.name}</p>
    </header>
  );
}
