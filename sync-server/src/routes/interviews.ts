/**
 * An interview's call and calendar (issue 16, helpers/video-contract.md): the room, WebRTC signaling between its
 * two participants (HTTP in, Server-Sent Events out, through the database so any instance serves either side),
 * the .ics invite, and cancelling with a note. Every call checks that the caller is the interview's employer or
 * candidate (404 for anyone else) and, for the room and signals, that it is scheduled and inside the join window.
 */
import { Hono } from 'hono';
import { INTERVIEW_REFUSALS, INTERVIEW_ROOM_MESSAGES, NOTIFICATION_TEXTS, TEAM_REFUSALS } from '@shared/messages.ts';
import { interviewWindow } from '@shared/rules/interview-schedule.ts';
import { interviewCancelBodySchema, signalBodySchema, type InterviewRoom } from '@shared/schemas/interview-room.ts';
import { interviewSchema, type Interview } from '@shared/schemas/interview.ts';
import { hashToken, readViewer, sessionToken } from '../auth/sessions.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { httpError } from '../http-error.ts';
import { calendarSequence, interviewCalendar } from '../interviews/calendar.ts';
import { onInterviewChanged } from '../interviews/lifecycle.ts';
import { participantAccess, roomAccess } from '../interviews/room-access.ts';
import { releaseSlots } from '../interviews/slot-bookings.ts';
import { turnCredentials } from '../interviews/turn-credentials.ts';
import { resumeAfter, streamSignals } from '../interviews/signal-stream.ts';
import { createSignalRateLimit, storeSignal } from '../interviews/signals.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { jsonBody } from '../middleware/validate.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { describeRoute } from '../openapi/route-docs.ts';
import { readRow, writeRow } from '../store/rows.ts';
import { interviewRoomSchema, signalAcceptedSchema } from '@shared/schemas/interview-room.ts';
import { interviewResponseSchema } from '@shared/schemas/api-responses.ts';

const TAG = 'Interviews';
const ROOM_ANSWERS = {
  404: 'Not an interview of the caller (or no such interview): `not_found`',
  409: 'The room is closed: `outside_window` (before 15 minutes ahead of the start or after the planned end), `cancelled` or `completed`',
};

export function interviewRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const allowSignal = createSignalRateLimit();
  return new Hono<AppEnv>()
    .use(requireViewer)
    .get(
      '/:id/room',
      describeRoute({ summary: "An interview's video room: the two participants, the ICE servers and the join window", tag: TAG, response: interviewRoomSchema, answers: { 200: 'The room', ...ROOM_ANSWERS } }),
      async (c) => {
        const { interview, role, self, peer } = await roomAccess(db, c.req.param('id'), c.var.viewer!, deps.now());
        const window = interviewWindow(interview);
        const room: InterviewRoom = {
          interview: {
            id: interview.id,
            title: interview.jobTitle,
            companyName: interview.companyName,
            scheduledAt: interview.scheduledDateTime,
            durationMinutes: interview.durationMinutes,
            endsAt: new Date(window.end).toISOString(),
          },
          self: { userId: self.userId, role, name: self.name },
          peer: { userId: peer.userId, role: role === 'employer' ? 'candidate' : 'employer', name: peer.name },
          // Static servers (STUN, a relay of its own) first, then this participant's TURN credential for this window.
          iceServers: [
            ...deps.env.ICE_SERVERS,
            ...(deps.env.TURN_SECRET ? [turnCredentials(deps.env.TURN_SECRET, deps.env.TURN_URLS, self.userId, window.closesAt)] : []),
          ],
          joinOpensAt: new Date(window.opensAt).toISOString(),
          joinClosesAt: new Date(window.closesAt).toISOString(),
          polite: role === 'candidate',
        };
        return c.json(room);
      },
    )
    .post(
      '/:id/signals',
      describeRoute({
        summary: 'Send a WebRTC signal to the other participant (description, candidate, hello or bye; data at most 64 KiB of JSON)',
        tag: TAG, response: signalAcceptedSchema,
        answers: { 202: '`{ id }`: stored and announced to every instance', ...ROOM_ANSWERS, 429: 'Too many signals: `rate_limited`' },
        example: { kind: 'hello', data: null },
      }),
      jsonBody(signalBodySchema),
      async (c) => {
        const viewer = c.var.viewer!;
        const { interview, peer } = await roomAccess(db, c.req.param('id'), viewer, deps.now());
        if (!allowSignal(viewer.userId, Date.now())) httpError(429, 'rate_limited', INTERVIEW_ROOM_MESSAGES.rateLimited);
        const body = c.req.valid('json');
        const id = await storeSignal(db, { interviewId: interview.id, fromUserId: viewer.userId, toUserId: peer.userId, body });
        return c.json({ id: String(id) }, 202);
      },
    )
    .get(
      '/:id/signals',
      describeRoute({
        summary:
          "The caller's signals as Server-Sent Events (`event: signal`, `id:` the signal id, data `{ kind, data, from }`), resuming after Last-Event-ID (or `?lastEventId=`); `event: closed` with `{ reason, message }` when the room closes",
        tag: TAG, response: { type: 'text/event-stream', schema: { type: 'string' } },
        answers: { 200: 'text/event-stream', ...ROOM_ANSWERS },
      }),
      async (c) => {
        const access = await roomAccess(db, c.req.param('id'), c.var.viewer!, deps.now());
        const session = { tokenHash: hashToken(sessionToken(c) ?? ''), isLive: async () => (await readViewer(c, db, deps.now(), undefined, deps.sessionIdleMs)) !== null };
        return streamSignals(c, deps, access, resumeAfter(c), session);
      },
    )
    .get(
      '/:id/calendar.ics',
      describeRoute({
        summary: "The interview's calendar invite (RFC 5545: a stable UID, SEQUENCE raised on each new time, METHOD:CANCEL once cancelled)",
        tag: TAG, response: { type: 'text/calendar', schema: { type: 'string' } },
        answers: { 200: 'text/calendar', 404: 'Not an interview of the caller (or no such interview): `not_found`' },
      }),
      async (c) => {
        const { interview, role, participants, self } = await participantAccess(db, c.req.param('id'), c.var.viewer!);
        // The candidate's own copy names their address; the company's only when the document already shows it,
        // and never an interviewer-role member's (company/assignments.ts).
        const candidateEmail = role === 'candidate' ? participants.candidate.email : self.seesContact ? interview.candidateEmail : '';
        const { content } = interviewCalendar(interview, {
          origin: deps.env.publicOrigin,
          mailFrom: deps.env.MAIL_FROM,
          candidateEmail,
          sequence: await calendarSequence(db, interview.id),
        });
        return c.body(content, 200, {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': `attachment; filename="interview-${interview.id.replace(/[^\w-]/g, '')}.ics"`,
          'cache-control': 'no-store',
        });
      },
    )
    .post(
      '/:id/cancel',
      describeRoute({
        summary: 'Cancel an interview with an optional note to the candidate (its employer); the candidate is notified and mailed a METHOD:CANCEL invite',
        tag: TAG, response: interviewResponseSchema,
        answers: {
          200: '`{ interview }`',
          404: 'Not an interview of the caller (or no such interview): `not_found`',
          403: 'Only the employer cancels: `forbidden`',
          409: 'Already completed or cancelled: `already_closed`',
        },
        example: { note: 'The position has been filled.' },
      }),
      jsonBody(interviewCancelBodySchema),
      async (c) => {
        const viewer = c.var.viewer!;
        const { note } = c.req.valid('json');
        const access = await participantAccess(db, c.req.param('id'), viewer);
        if (access.role !== 'employer') httpError(403, 'forbidden', 'Only the employer cancels an interview.');
        if (!access.manages) httpError(403, 'forbidden', TEAM_REFUSALS.interviewerCancels);
        const now = deps.now();
        const cancelled = await db.transaction(async (tx) => {
          const row = await readRow(tx, 'interviews', access.row.id, true);
          const before = row?.doc as Interview | undefined;
          if (!row || !before) return httpError(404, 'not_found', 'Not found');
          // A booked interview or an open offer (issue 51) may be cancelled; a closed one is final.
          if (before.status !== 'scheduled' && before.status !== 'proposed') return httpError(409, 'already_closed', INTERVIEW_REFUSALS.alreadyClosed);
          const { offeredSlots: _slots, offerExpiresAt: _expiry, pickedSlot: _pick, ...kept } = before;
          const after = interviewSchema.parse({ ...kept, status: 'cancelled', updatedAt: now.toISOString() });
          await writeRow(tx, 'interviews', { id: row.id, ownerUserId: row.ownerUserId, readerUserIds: row.readerUserIds, doc: after }, now);
          await createNotification(
            tx,
            access.participants.candidate.userId,
            { type: 'interview', ...NOTIFICATION_TEXTS.interview(false, after.jobTitle, after.companyName, 'cancelled', note || undefined), actionUrl: '/video-interviews' },
            now,
          );
          // Its booked time is free again for other offers.
          await releaseSlots(tx, row.id);
          await onInterviewChanged(tx, before, after, now, note || undefined);
          return after;
        });
        return c.json({ interview: cancelled });
      },
    );
}
