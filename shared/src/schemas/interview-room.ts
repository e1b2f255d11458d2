/**
 * The video call's signaling API (issue 16, helpers/video-contract.md): the room an interview's two participants
 * join, the WebRTC messages they pass through the server, and the stream that hands them to the other side.
 * Both runtimes read these: the server validates every body with them, the PWA types its answers from them.
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';
import { TOO_MANY_STREAMS } from './stream-closed.ts';

/** Largest `data` of one signal, as JSON text (an SDP offer with many candidates is a few KiB). */
export const SIGNAL_DATA_MAX_BYTES = 64 * 1024;

/** What a signal carries: an SDP description, an ICE candidate, or the presence messages of the room. */
export const SIGNAL_KINDS = ['description', 'candidate', 'hello', 'bye'] as const;
export const signalKindSchema = z.enum(SIGNAL_KINDS);
export type SignalKind = z.infer<typeof signalKindSchema>;

/** The two sides of a call. */
export const ROOM_ROLES = ['employer', 'candidate'] as const;
export const roomRoleSchema = z.enum(ROOM_ROLES);
export type RoomRole = z.infer<typeof roomRoleSchema>;

/** Why a room is closed (409 on the calls, the `closed` event's reason on the stream). */
export const ROOM_CLOSED_REASONS = ['outside_window', 'cancelled', 'completed'] as const;
export const roomClosedReasonSchema = z.enum(ROOM_CLOSED_REASONS);
export type RoomClosedReason = z.infer<typeof roomClosedReasonSchema>;

/** JSON text length in UTF-8 bytes; undefined (not JSON) counts as too large. */
function jsonBytes(value: unknown): number {
  const text = JSON.stringify(value);
  return text === undefined ? Infinity : new TextEncoder().encode(text).length;
}

/** `POST /api/interviews/{id}/signals`: one message for the other participant. */
export const signalBodySchema = z.object({
  kind: signalKindSchema,
  data: z
    .unknown()
    .refine((d) => jsonBytes(d ?? null) <= SIGNAL_DATA_MAX_BYTES, { message: 'The signal is larger than 64 KiB.' }),
});
export type SignalBody = z.infer<typeof signalBodySchema>;

/** An RTCIceServer as the browser takes it (ICE_SERVERS is a JSON array of these). */
export const iceServerSchema = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;
export const iceServersSchema = z.array(iceServerSchema);

/** One side of the call. */
export const roomParticipantSchema = z.object({
  userId: idSchema,
  role: roomRoleSchema,
  name: z.string(),
});
export type RoomParticipant = z.infer<typeof roomParticipantSchema>;

/** `GET /api/interviews/{id}/room`: what the room page shows and how it connects. */
export const interviewRoomSchema = z.object({
  interview: z.object({
    id: idSchema,
    title: z.string(),
    companyName: z.string(),
    scheduledAt: isoDateTimeSchema,
    durationMinutes: z.number().int(),
    endsAt: isoDateTimeSchema,
  }),
  self: roomParticipantSchema,
  peer: roomParticipantSchema,
  iceServers: iceServersSchema,
  joinOpensAt: isoDateTimeSchema,
  joinClosesAt: isoDateTimeSchema,
  /** The candidate is the polite peer of "perfect negotiation" (yields on an offer collision). */
  polite: z.boolean(),
});
export type InterviewRoom = z.infer<typeof interviewRoomSchema>;

/** 202 answer of a posted signal: its id (the stream's event id). */
export const signalAcceptedSchema = z.object({ id: z.string() });
export type SignalAccepted = z.infer<typeof signalAcceptedSchema>;

/** `event: signal` data on the stream (`id:` is the signal's id, for Last-Event-ID). */
export const signalEventSchema = z.object({
  kind: signalKindSchema,
  data: z.unknown(),
  from: idSchema,
});
export type SignalEvent = z.infer<typeof signalEventSchema>;

/**
 * `event: closed` data: the stream ends (window over, interview cancelled or completed), or this account has too
 * many signal streams open and this one was the oldest (stream-closed.ts).
 */
export const roomClosedEventSchema = z.object({ reason: z.union([roomClosedReasonSchema, z.literal(TOO_MANY_STREAMS)]), message: z.string() });
export type RoomClosedEvent = z.infer<typeof roomClosedEventSchema>;

/** 409 body of the room calls. */
export const roomRefusalSchema = z.object({
  error: z.object({ code: roomClosedReasonSchema, message: z.string(), requestId: z.string().optional() }),
});
export type RoomRefusal = z.infer<typeof roomRefusalSchema>;

/** `POST /api/interviews/{id}/cancel` (the employer): cancel with an optional note the candidate is told. */
export const interviewCancelBodySchema = z.object({ note: z.string().trim().max(1000).optional() });
export type InterviewCancelBody = z.infer<typeof interviewCancelBodySchema>;
