/**
 * Links in mail are built only from the configured public origin. Whoever asks for a mail (a sign-in link for
 * someone else's address, a reference request) controls the Host header of that request, so a link taken from
 * it would send the victim, with a valid token, to a host of the asker's choosing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, type TestClient, type TestServer } from '../../test-support/test-server.ts';
import { signUpCandidate } from '../../test-support/world.ts';

const ATTACKER = 'attacker.example';

/** A request as a script sends it: Host (and the forwarded-host headers) of its choosing, no Origin header. */
function postFromAttackerHost(server: TestServer, client: TestClient, path: string, body: unknown) {
  return server.app.request(`http://${ATTACKER}${path}`, {
    method: 'POST',
    headers: {
      host: ATTACKER,
      'x-forwarded-host': ATTACKER,
      'x-forwarded-proto': 'https',
      'content-type': 'application/json',
      'x-forwarded-for': client.address,
      ...(client.cookie ? { cookie: client.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

let n = 0;
const freshEmail = () => `victim-${++n}-${Date.now().toString(36)}@example.com`;
const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

describe.each<{ setting: string; env: Record<string, string>; origin: string }>([
  { setting: 'without APP_ORIGIN (development)', env: {}, origin: 'http://localhost:8787' },
  // The test clients' own origin, so they may write; written with a slash, which the setting drops.
  { setting: 'with APP_ORIGIN', env: { APP_ORIGIN: `${TEST_ORIGIN}/` }, origin: TEST_ORIGIN },
])('mailed links $setting', ({ env, origin }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(env);
  });
  afterAll(() => server.close());

  it(`a magic link asked for with Host: ${ATTACKER} points at ${origin}`, async () => {
    const email = freshEmail();
    const res = await postFromAttackerHost(server, server.client(), '/api/auth/magic-link', { email });
    expect(res.status).toBe(200);
    const mail = server.outbox.emails.findLast((m) => m.to === email)!;
    const token = server.outbox.lastMagicToken(email);
    expect(linksIn(mail.text)).toEqual([`${origin}/auth?magic=${token}`]);
    expect(mail.html).not.toContain(ATTACKER);
  });

  it(`a reference link asked for with Host: ${ATTACKER} points at ${origin}`, async () => {
    const { client } = await signUpCandidate(server);
    const referenceEmail = `reference-${++n}@previous.example`;
    const res = await postFromAttackerHost(server, client, '/api/verification/reference', {
      referenceName: 'Dana Whitfield',
      referenceEmail,
      referenceCompany: 'Northwind Freight',
      referenceRelation: 'direct_manager',
    });
    expect(res.status).toBe(200);
    const mail = server.outbox.emails.findLast((m) => m.to === referenceEmail)!;
    expect(linksIn(mail.text)).toEqual([expect.stringMatching(new RegExp(`^${origin.replace(/[.:/]/g, '\\$&')}/reference-check\\?token=[\\w-]{43}$`))]);
    expect(mail.html).not.toContain(ATTACKER);
  });
});
