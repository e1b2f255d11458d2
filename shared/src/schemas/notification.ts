/** A notification the server makes from a real event (decisions.md). The owner may only mark it read. */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';

/** Notification types; each has its own icon, others fall back to the bell (spec section 2). */
export const NOTIFICATION_TYPES = ['application', 'message', 'interview', 'payment', 'verification', 'other'] as const;
/** A notification type. */
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** The notification document. */
export const notificationSchema = z.object({
  id: idSchema,
  userId: idSchema,
  type: notificationTypeSchema,
  title: z.string().max(200),
  message: z.string().max(1000),
  timestamp: isoDateTimeSchema,
  read: z.boolean(),
  actionUrl: z.string().max(500),
  updatedAt: isoDateTimeSchema,
});
export type Notification = z.infer<typeof notificationSchema>;
