/**
 * How a conversation names its participants: from names people chose to show (a candidate's profile, an account,
 * a company), else a
 * neutral label; never a login e-mail, which an account made by a magic link or a code carries without a name.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNNAMED_PERSON_LABEL } from '@shared/messages.ts';
import { users } from '../db/schema.ts';
import { companyDoc, insertRow } from '../test-support/fixtures.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { pushOk, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** The account as a sign-up without names leaves it. */
const rename = (userId: string, firstName: string, lastName: string) =>
  server.deps.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, userId));

async function open(opener: { client: { push: (c: string, r: unknown[]) => Promise<unknown> } }, from: string, to: string) {
  const id = randomUUID();
  await pushOk(opener.client as never, 'conversations', [insertRow({ id, _deleted: false, kind: 'direct', participantUserIds: [from, to] })]);
  return id;
}

describe('participant names', () => {
  it('an employer opening a conversation with a nameless candidate sees the profile name, not the e-mail', async () => {
    const employer = await signUpEmployer(server);
    const candidate = await signUpCandidate(server, { firstName: 'Robin', lastName: 'Profile' });
    await rename(candidate.user.id, '', '');
    const id = await open(employer, employer.user.id, candidate.user.id);
    const conversation = (await seenBy(employer.client, 'conversations', id))!;
    expect(conversation.participants).toContainEqual({ id: candidate.user.id, name: 'Robin Profile', userType: 'candidate' });
    expect(JSON.stringify(conversation)).not.toContain(candidate.user.email);
  });

  it('a nameless employer is named by its company to the candidate', async () => {
    const employer = await signUpEmployer(server, true, companyDoc({ companyName: 'Nameless Robotics' }));
    const candidate = await signUpCandidate(server);
    await rename(employer.user.id, '', '');
    const id = await open(candidate, candidate.user.id, employer.user.id);
    const conversation = (await seenBy(candidate.client, 'conversations', id))!;
    expect(conversation.participants).toContainEqual({ id: employer.user.id, name: 'Nameless Robotics', userType: 'employer' });
    expect(JSON.stringify(conversation)).not.toContain(employer.user.email);
  });

  it('with no name on the account or a profile, the neutral label', async () => {
    const employer = await signUpEmployer(server, false);
    const candidate = await signUpCandidate(server);
    await rename(employer.user.id, ' ', '');
    const id = await open(employer, employer.user.id, candidate.user.id);
    const conversation = (await seenBy(candidate.client, 'conversations', id))!;
    expect(conversation.participants).toContainEqual({ id: employer.user.id, name: UNNAMED_PERSON_LABEL, userType: 'employer' });
    expect(JSON.stringify(conversation)).not.toContain(employer.user.email);
  });

  it("a candidate whose profile gives another name than the sign-up is called by the profile's name", async () => {
    const employer = await signUpEmployer(server);
    const candidate = await signUpCandidate(server, { firstName: 'Anneliese', lastName: 'Fairweather' });
    await rename(candidate.user.id, 'Anna', 'Signup');
    const id = await open(employer, employer.user.id, candidate.user.id);
    const conversation = (await seenBy(employer.client, 'conversations', id))!;
    expect(conversation.participants).toContainEqual({ id: candidate.user.id, name: 'Anneliese Fairweather', userType: 'candidate' });
  });

  it('two 100-character names still open a conversation, the name cut to fit', async () => {
    const employer = await signUpEmployer(server);
    const candidate = await signUpCandidate(server, { firstName: 'a'.repeat(100), lastName: 'b'.repeat(100) });
    const id = await open(employer, employer.user.id, candidate.user.id);
    const conversation = (await seenBy(employer.client, 'conversations', id))!;
    expect(conversation.participants).toContainEqual({ id: candidate.user.id, name: `${'a'.repeat(100)} ${'b'.repeat(99)}`, userType: 'candidate' });
  });
});

describe('message text', () => {
  // The composer keeps what was typed (Shift+Enter makes lines, indentation is meant); the server stores the
  // same text the shared message schema accepts, not a trimmed copy of it.
  it('is stored as typed, outer white space and blank lines included', async () => {
    const employer = await signUpEmployer(server);
    const candidate = await signUpCandidate(server);
    const conversationId = await open(employer, employer.user.id, candidate.user.id);
    const typed = '  Hello,\n\n  - Tuesday 10:00\n  - Wednesday 14:00\n';
    const id = randomUUID();
    await pushOk(employer.client as never, 'messages', [insertRow({ id, _deleted: false, conversationId, content: typed })]);
    expect((await seenBy(candidate.client, 'messages', id))?.content).toBe(typed);
  });
});
