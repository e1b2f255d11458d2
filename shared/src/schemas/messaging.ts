/**
 * Conversations and their messages. A conversation is either between a candidate and an employer (`direct`)
 * or between a user and the support team (`support`, the real support chat of decisions.md).
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema, userTypeSchema } from './common.ts';

/** A participant as shown in the conversation list. */
export const participantSchema = z.object({
  id: idSchema,
  name: z.string().max(200),
  email: z.string().max(254).optional(),
  userType: z.union([userTypeSchema, z.literal('support')]),
});
export type Participant = z.infer<typeof participantSchema>;

/** Support chat states (spec section 4). */
export const SUPPORT_CHAT_STATUSES = ['waiting', 'active', 'closed'] as const;

/**
 * How the support team appears in a support conversation: one participant for every agent, so the user never
 * learns which agent answered (nor their e-mail). Agents' messages carry this id as their `senderId`, and the
 * agents share one read marker under it in `readAt`.
 */
export const SUPPORT_PARTICIPANT = { id: 'support', name: 'HireSync Support', userType: 'support' } as const satisfies Participant;

/** The conversation document. */
export const conversationSchema = z.object({
  id: idSchema,
  kind: z.enum(['direct', 'support']),
  participants: z.array(participantSchema).min(1).max(2),
  /** The user ids of the participants, for visibility. */
  participantUserIds: z.array(idSchema).min(1).max(2),
  lastMessage: z.string().max(500).optional(),
  /** Per participant: when they last read the conversation; unread counts are derived from it. */
  readAt: z.record(z.string(), isoDateTimeSchema),
  supportStatus: z.enum(SUPPORT_CHAT_STATUSES).optional(),
  /** A support conversation's user's login e-mail, for the agents' queue (only the user and agents see it). */
  userEmail: z.string().max(254).optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;

/** The message document. `timestamp` is the server's receipt time; the device's own time is kept apart. */
export const messageSchema = z.object({
  id: idSchema,
  conversationId: idSchema,
  senderId: idSchema,
  /**
   * Who of a company wrote it (issue 47), as the thread shows it: "Sam Lee, HireSync Ltd" (a name, never an
   * e-mail). Filled by the server for a company member's message; absent otherwise.
   */
  senderName: z.string().max(320).optional(),
  content: z.string().max(10000),
  timestamp: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Message = z.infer<typeof messageSchema>;
