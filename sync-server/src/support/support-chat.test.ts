/**
 * Support chats through replication: a user's chat is theirs and every support agent's, nobody else's, in pulls
 * and on the live stream; agents answer as the support team (waiting → active), 'Mark as Resolved' closes it and
 * a closed chat takes no message; an agent is an ordinary user for everything else.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_REFUSALS } from '@shared/messages.ts';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { SUPPORT_PARTICIPANT } from '@shared/schemas/messaging.ts';
import { insertRow } from '../test-support/fixtures.ts';
import { changedCollections, readSse } from '../test-support/sse.ts';
import { createTestServer, TEST_ORIGIN, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { pushOk, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { setSupportAgentFlag } from './agents.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function signUpAgent() {
  const agent = await signUpCandidate(server);
  await setSupportAgentFlag(server.deps.database.db, agent.user.id, true, server.clock.now);
  return agent;
}

async function openChat(client: TestClient, userId: string) {
  const id = randomUUID();
  const res = await client.push('conversations', [insertRow({ id, _deleted: false, kind: 'support', participantUserIds: [userId], participants: [], readAt: {} })]);
  return { id, res };
}

function send(client: TestClient, conversationId: string, content: string) {
  return client.push('messages', [insertRow({ id: randomUUID(), _deleted: false, conversationId, content })]);
}

/** Push a change of a document as this client sees it now. */
async function change(client: TestClient, collection: string, id: string, fields: Record<string, unknown>) {
  const seen = (await seenBy(client, collection, id))!;
  return client.push(collection, [{ assumedMasterState: seen, newDocumentState: { ...seen, ...fields } }]);
}

const reasons = (res: { json: { refused: { reason: string }[] } }) => res.json.refused.map((r) => r.reason);

describe('support chats', () => {
  it('a user opens one: waiting, theirs and every agent’s, nobody else’s; one open at a time', async () => {
    const user = await signUpEmployer(server);
    const agent = await signUpAgent();
    const otherAgent = await signUpAgent();
    const stranger = await signUpCandidate(server);
    const { id, res } = await openChat(user.client, user.user.id);
    expect(res.json).toEqual({ conflicts: [], refused: [] });

    const own = (await seenBy(user.client, 'conversations', id))!;
    expect(own).toMatchObject({ kind: 'support', supportStatus: 'waiting', participantUserIds: [user.user.id], userEmail: user.user.email });
    for (const a of [agent, otherAgent]) expect(await seenBy(a.client, 'conversations', id)).toMatchObject({ supportStatus: 'waiting', userEmail: user.user.email });
    expect(await seenBy(stranger.client, 'conversations', id)).toBeUndefined();

    const second = await openChat(user.client, user.user.id);
    expect(reasons(second.res)).toEqual([CONVERSATION_REFUSALS.supportChatOpen]);
    // Nobody opens one for someone else, agents included.
    const forOther = await openChat(agent.client, user.user.id);
    expect(reasons(forOther.res)).toEqual([CONVERSATION_REFUSALS.supportChatSelf]);
  });

  it('an agent’s answer makes it active, reaches the user as the support team, and notifies them', async () => {
    const user = await signUpCandidate(server);
    const agent = await signUpAgent();
    const stranger = await signUpEmployer(server);
    const { id } = await openChat(user.client, user.user.id);
    expect((await send(user.client, id, 'My profile will not save')).json.refused).toEqual([]);
    // Another user can neither read nor write into it.
    expect(reasons(await send(stranger.client, id, 'hello'))).toEqual(['You are not in this conversation.']);
    const agentSees = [...(await agent.client.pullAll('messages')).values()].filter((m) => m.conversationId === id);
    expect(agentSees.map((m) => m.content)).toEqual(['My profile will not save']);
    expect([...(await stranger.client.pullAll('messages')).values()].filter((m) => m.conversationId === id)).toEqual([]);

    expect((await send(agent.client, id, 'Which browser do you use?')).json.refused).toEqual([]);
    const chat = (await seenBy(user.client, 'conversations', id))!;
    expect(chat.supportStatus).toBe('active');
    expect(chat.participants).toContainEqual(SUPPORT_PARTICIPANT);
    expect(JSON.stringify(chat)).not.toContain(agent.user.email);
    expect(JSON.stringify(chat)).not.toContain(agent.user.id);
    const answer = [...(await user.client.pullAll('messages')).values()].find((m) => m.content === 'Which browser do you use?')!;
    expect(answer.senderId).toBe(SUPPORT_PARTICIPANT.id);
    const notifications = [...(await user.client.pullAll('notifications')).values()];
    expect(notifications).toContainEqual(expect.objectContaining({ type: 'message', actionUrl: '/support', read: false }));
    expect(JSON.stringify(notifications)).toContain('Which browser do you use?');

    // Agents share one read marker; the user's stays theirs.
    const later = new Date(server.clock.now.getTime() - 1000).toISOString();
    expect((await change(agent.client, 'conversations', id, { readAt: { support: later, [user.user.id]: later } })).json.refused).toEqual([]);
    const read = (await seenBy(user.client, 'conversations', id))!.readAt as Record<string, string>;
    expect(read.support).toBe(later);
    expect(read[user.user.id]).not.toBe(later);
  });

  it("reading the answers on /support reads their 'New Message' notification too", async () => {
    const user = await signUpCandidate(server);
    const agent = await signUpAgent();
    const { id } = await openChat(user.client, user.user.id);
    await send(user.client, id, 'Where is my invoice?');
    await send(agent.client, id, 'Under Settings, Billing.');
    const unread = async () =>
      [...(await user.client.pullAll('notifications')).values()].filter((n) => n.actionUrl === '/support' && n.read === false);
    expect(await unread()).toHaveLength(1);
    // A marker short of the answer leaves it unread; one past it (as SupportChat writes) reads it.
    expect((await change(user.client, 'conversations', id, { readAt: { [user.user.id]: '2000-01-01T00:00:00.000Z' } })).json.refused).toEqual([]);
    expect(await unread()).toHaveLength(1);
    server.clock.now = new Date(server.clock.now.getTime() + 1000);
    expect((await change(user.client, 'conversations', id, { readAt: { [user.user.id]: server.clock.now.toISOString() } })).json.refused).toEqual([]);
    expect(await unread()).toEqual([]);
  });

  it('Mark as Resolved closes it; a closed chat takes no message from anyone, and writing again opens a new one', async () => {
    const user = await signUpEmployer(server);
    const agent = await signUpAgent();
    const stranger = await signUpCandidate(server);
    const { id } = await openChat(user.client, user.user.id);
    const userView = (await seenBy(user.client, 'conversations', id))!;
    const byStranger = await stranger.client.push('conversations', [{ assumedMasterState: null, newDocumentState: { ...userView, supportStatus: 'closed' } }]);
    expect(reasons(byStranger)).toEqual(['You are not in this conversation.']);
    // A device cannot make it active (only an answer does).
    expect(reasons(await change(user.client, 'conversations', id, { supportStatus: 'active' }))).toEqual([CONVERSATION_REFUSALS.supportStatusChange]);
    expect((await change(agent.client, 'conversations', id, { supportStatus: 'closed' })).json.refused).toEqual([]);
    expect((await seenBy(user.client, 'conversations', id))!.supportStatus).toBe('closed');
    expect(reasons(await send(agent.client, id, 'One more thing'))).toEqual([CONVERSATION_REFUSALS.supportChatClosed]);
    expect(reasons(await send(user.client, id, 'Wait'))).toEqual([CONVERSATION_REFUSALS.supportChatClosed]);
    expect(reasons(await change(user.client, 'conversations', id, { supportStatus: 'waiting' }))).toEqual([CONVERSATION_REFUSALS.supportChatClosed]);
    const again = await openChat(user.client, user.user.id);
    expect(again.res.json.refused).toEqual([]);
    expect((await seenBy(agent.client, 'conversations', again.id))!.supportStatus).toBe('waiting');
  });

  it('the user may resolve their own chat', async () => {
    const user = await signUpCandidate(server);
    const { id } = await openChat(user.client, user.user.id);
    expect((await change(user.client, 'conversations', id, { supportStatus: 'closed' })).json.refused).toEqual([]);
    expect((await seenBy(user.client, 'conversations', id))!.supportStatus).toBe('closed');
  });

  it('an agent’s own chat is an ordinary user’s: they write as themselves and set no status another user may not', async () => {
    const agent = await signUpAgent();
    const { id } = await openChat(agent.client, agent.user.id);
    expect((await send(agent.client, id, 'I need help too')).json.refused).toEqual([]);
    const own = (await seenBy(agent.client, 'conversations', id))!;
    expect(own.supportStatus).toBe('waiting');
    const message = [...(await agent.client.pullAll('messages')).values()].find((m) => m.content === 'I need help too')!;
    expect(message.senderId).toBe(agent.user.id);
    expect(reasons(await change(agent.client, 'conversations', id, { supportStatus: 'active' }))).toEqual([CONVERSATION_REFUSALS.supportStatusChange]);
    // Their own read marker moves, never the support team's.
    const at = new Date(server.clock.now.getTime() - 1000).toISOString();
    expect((await change(agent.client, 'conversations', id, { readAt: { support: at, [agent.user.id]: at } })).json.refused).toEqual([]);
    const read = (await seenBy(agent.client, 'conversations', id))!.readAt as Record<string, string>;
    expect([read[agent.user.id], read.support]).toEqual([at, undefined]);
  });

  it('the live stream wakes agents and the user, not others', async () => {
    const user = await signUpCandidate(server);
    const agent = await signUpAgent();
    const stranger = await signUpEmployer(server);
    const open = async (client: TestClient) => {
      const res = await server.app.request(`${TEST_ORIGIN}/api/replication/stream?v=${SCHEMA_VERSION}`, { headers: { cookie: client.cookie } });
      const sse = readSse(res);
      await sse.waitFor((e) => e.event === 'resync');
      return sse;
    };
    const [agentStream, strangerStream] = [await open(agent.client), await open(stranger.client)];
    const { id } = await openChat(user.client, user.user.id);
    await agentStream.waitFor((e) => changedCollections(e).includes('conversations'));
    const userStream = await open(user.client);
    await send(agent.client, id, 'Hello from support');
    await userStream.waitFor((e) => changedCollections(e).includes('messages'));
    await agentStream.waitFor((e) => changedCollections(e).includes('messages'));
    // The stranger's stream was open through all of it; the bus decides per event, so nothing arrived for them.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(strangerStream.events.flatMap(changedCollections)).toEqual([]);
    await Promise.all([agentStream.close(), strangerStream.close(), userStream.close()]);
  });
});

describe('an agent is an ordinary user for everything else', () => {
  it('cannot read or write another user’s direct conversation, nor edit their profile', async () => {
    const agent = await signUpAgent();
    const candidate = await signUpCandidate(server);
    const employer = await signUpEmployer(server);
    const conversationId = randomUUID();
    await pushOk(employer.client, 'conversations', [
      insertRow({ id: conversationId, _deleted: false, kind: 'direct', participantUserIds: [employer.user.id, candidate.user.id] }),
    ]);
    await pushOk(employer.client, 'messages', [insertRow({ id: randomUUID(), _deleted: false, conversationId, content: 'Private hello' })]);
    expect(await seenBy(agent.client, 'conversations', conversationId)).toBeUndefined();
    expect([...(await agent.client.pullAll('messages')).values()].some((m) => m.conversationId === conversationId)).toBe(false);
    expect(reasons(await send(agent.client, conversationId, 'hi'))).toEqual(['You are not in this conversation.']);
    const seen = (await seenBy(employer.client, 'conversations', conversationId))!;
    const closeDirect = await agent.client.push('conversations', [{ assumedMasterState: null, newDocumentState: { ...seen, supportStatus: 'closed' } }]);
    expect(reasons(closeDirect)).toEqual(['You are not in this conversation.']);

    const profile = (await seenBy(candidate.client, 'candidates', candidate.profile.id as string))!;
    const edit = await agent.client.push('candidates', [{ assumedMasterState: null, newDocumentState: { ...profile, headline: 'Hacked' } }]);
    expect(edit.json.refused).toHaveLength(1);
    expect((await seenBy(candidate.client, 'candidates', candidate.profile.id as string))!.headline).toBe(profile.headline);
    // The agent's own account and profile stay theirs to edit; the flag is not theirs to write.
    const account = (await seenBy(agent.client, 'accounts', agent.user.id))!;
    expect(account.isSupportAgent).toBe(true);
    expect((await change(agent.client, 'accounts', agent.user.id, { isSupportAgent: false, firstName: 'Sam' })).json.refused).toEqual([]);
    expect(await seenBy(agent.client, 'accounts', agent.user.id)).toMatchObject({ isSupportAgent: true, firstName: 'Sam' });
    const plain = await signUpCandidate(server);
    expect((await change(plain.client, 'accounts', plain.user.id, { isSupportAgent: true })).json.refused).toEqual([]);
    expect((await seenBy(plain.client, 'accounts', plain.user.id))!.isSupportAgent).toBeUndefined();
  });
});
