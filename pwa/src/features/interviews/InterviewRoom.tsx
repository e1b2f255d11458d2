import type { Interview } from '@shared/schemas/interview.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { ButtonLink } from '../../ui/index.ts';
import { CapabilityNotice } from '../plans/CapabilityNotice.tsx';

/**
 * What a meeting link (/video-interviews?room=…) opens: the interview it belongs to and its password. The
 * server makes unique links but carries no audio or video yet, so the room says so rather than pretend.
 */
export function InterviewRoom({ room, interviews }: { room: string; interviews: readonly Interview[] }) {
  const interview = interviews.find((i) => new URLSearchParams(i.meetingLink.split('?')[1] ?? '').get('room') === room);
  return (
    <section aria-labelledby="interview-room-title" className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="interview-room-title" className="text-lg font-semibold text-slate-900">
        Interview room
      </h2>
      {interview ? (
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Interview</dt>
            <dd className="font-medium text-slate-900">
              {interview.jobTitle} · {interview.companyName}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Starts</dt>
            <dd className="text-slate-900">{formatDateTime(interview.scheduledDateTime)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Meeting password</dt>
            <dd className="font-mono text-slate-900">{interview.meetingPassword}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-700">This meeting link does not belong to one of your interviews.</p>
      )}
      <CapabilityNotice className="mt-4">
        Video calls are not enabled on this server yet. Agree on a phone or video call with the other side using the
        meeting password above.
      </CapabilityNotice>
      <ButtonLink href="/video-interviews" variant="secondary" className="mt-4">
        Leave room
      </ButtonLink>
    </section>
  );
}
