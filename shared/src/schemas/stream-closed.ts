/**
 * Why a server ended a long-lived stream (the live stream, an interview's signals) on its own: the account has
 * more of them open on one instance than any person uses, and this one was the oldest. Sent as `event: closed`
 * before the stream ends, so the client knows not to reconnect at once (which would close another of its own).
 */
import { z } from 'zod';

export const TOO_MANY_STREAMS = 'too_many_streams';
export const streamClosedEventSchema = z.object({ reason: z.literal(TOO_MANY_STREAMS) });
export type StreamClosedEvent = z.infer<typeof streamClosedEventSchema>;
