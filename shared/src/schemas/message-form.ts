/**
 * The message composer of /messages: non-blank text (spec section 5). Enter sends and Shift+Enter adds a
 * newline, so the text is kept as typed, inner and outer white space included; only blankness is refused.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M, maxLengthMessage } from '../messages.ts';
import { idSchema } from './common.ts';

/** Message text: anything but blank, at most 10000 characters (the message entity's limit). */
export const messageContentSchema = z
  .string(M.messageBlank)
  .refine((value) => value.trim() !== '', M.messageBlank)
  .max(10_000, maxLengthMessage('Message', 10_000));

/** The composer. */
export const messageFormSchema = z.object({ content: messageContentSchema });
export type MessageForm = z.infer<typeof messageFormSchema>;

/** A message sent into an existing conversation. */
export const sendMessageRequestSchema = z.object({ conversationId: idSchema, content: messageContentSchema });
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;
