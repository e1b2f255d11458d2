/**
 * Writes the demo's conversations and what people read: each conversation opened by whoever spoke first, its
 * messages in order, read markers for conversations answered a while ago, and the demo accounts' older
 * notifications marked read.
 */
import { sql } from 'drizzle-orm';
import { findRows } from '../store/rows.ts';
import { toWireDoc } from '../rules/to-wire-doc.ts';
import { DAY, HOUR, after, earliest } from './clock.ts';
import { pushAs, runAll, viewAs, type TimedWrite } from './device-writes.ts';
import type { ConversationPlan, MarketplacePlan } from './types.ts';
import { viewerFor, type DemoWriter } from './write-listings.ts';

/** Conversations answered longer ago than this have been read by their recipient. */
const READ_AFTER = DAY;

async function writeConversation({ db, viewers }: DemoWriter, conversation: ConversationPlan, now: Date): Promise<void> {
  const candidate = viewerFor(viewers, conversation.application.candidate.user);
  const employer = viewerFor(viewers, conversation.application.job.company.user);
  const [opener, other] = conversation.openedByCandidate ? [candidate, employer] : [employer, candidate];
  const opening = { id: conversation.id, kind: 'direct', participantUserIds: [opener.userId, other.userId] };
  await pushAs(db, opener, 'conversations', [{ doc: opening, at: conversation.openedAt }]);
  // Runs of messages by one sender go in one push; the order across senders is the conversation's order.
  let run: TimedWrite[] = [];
  let runFromCandidate = conversation.messages[0]?.fromCandidate;
  const flush = async () => {
    if (run.length) await pushAs(db, runFromCandidate ? candidate : employer, 'messages', run);
    run = [];
  };
  for (const message of conversation.messages) {
    if (message.fromCandidate !== runFromCandidate) {
      await flush();
      runFromCandidate = message.fromCandidate;
    }
    run.push({ doc: { id: message.id, conversationId: conversation.id, content: message.content }, at: message.at });
  }
  await flush();
  const last = conversation.messages.at(-1)!;
  if (now.getTime() - last.at.getTime() > READ_AFTER) {
    const reader = last.fromCandidate ? employer : candidate;
    const readAt = earliest(after(last.at, 2 * HOUR), now);
    const assumed = await viewAs(db, reader, 'conversations', conversation.id);
    const marks = { ...(assumed.readAt as Record<string, string>), [reader.userId]: readAt.toISOString() };
    await pushAs(db, reader, 'conversations', [{ doc: { ...assumed, readAt: marks }, at: readAt, assumed }]);
  }
}

/**
 * The demo accounts have read their notifications older than a couple of days; newer ones stay unread. Only
 * theirs: nobody reads the generated users' notifications, and marking them all read, one push each, would
 * add a third to the load time.
 */
async function readOldNotifications(writer: DemoWriter, plan: MarketplacePlan, now: Date): Promise<void> {
  const { db, viewers, concurrency } = writer;
  const cutoff = now.getTime() - 2 * DAY;
  const demoUsers = [...plan.companies, ...plan.candidates].filter((p) => p.isDemo).map((p) => viewerFor(viewers, p.user));
  await runAll(demoUsers, concurrency, async (viewer) => {
    const rows = await findRows(db, 'notifications', sql`owner_user_id = ${viewer.userId} and not deleted`);
    const writes = rows
      .map((row) => toWireDoc('notifications', row, viewer))
      .filter((doc) => Date.parse(String(doc.timestamp)) < cutoff)
      .map((doc) => ({ doc: { ...doc, read: true }, at: after(new Date(String(doc.timestamp)), 6 * HOUR), assumed: doc }));
    if (writes.length) await pushAs(db, viewer, 'notifications', writes);
  });
}

/** Conversations (each one in order, several at once), then the read notifications. */
export async function writeConversations(writer: DemoWriter, plan: MarketplacePlan, now: Date): Promise<void> {
  const ordered = [...plan.conversations].sort((a, b) => a.openedAt.getTime() - b.openedAt.getTime());
  await runAll(ordered, writer.concurrency, (conversation) => writeConversation(writer, conversation, now));
  await readOldNotifications(writer, plan, now);
}
