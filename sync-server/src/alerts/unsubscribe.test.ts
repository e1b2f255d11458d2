/**
 * An alert mail's unsubscribe link: it works without a session (GET shows the page, POST turns the alert off,
 * as a mail app's one-click POST does), only for its own search, and a tampered link changes nothing. Also the
 * account rule for saved searches: at most 10, candidates only, time zones that exist.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runDueJobs } from '../jobs/scheduled-jobs.ts';
import { savedSearch, saveSearches } from '../test-support/saved-searches.ts';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../test-support/test-server.ts';
import { postJob, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { alertChannels, alertJobHandlers } from './alert-jobs.ts';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A request as a mail app or a browser with no session sends it: no cookie, no Origin. */
function bare(server: TestServer, method: string, url: string, init: RequestInit = {}) {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return server.app.request(`${TEST_ORIGIN}${path}`, { method, ...init });
}

async function withAlertMail() {
  const server = await createTestServer();
  servers.push(server);
  const candidate = await signUpCandidate(server);
  const [first, second] = [savedSearch({ name: 'First' }), savedSearch({ name: 'Second', filters: { query: 'Engineer', location: '', skills: [] } })];
  await saveSearches(candidate.client, candidate.user.id, [first!, second!]);
  const employer = await signUpEmployer(server);
  await postJob(employer.client, { title: 'TypeScript Engineer' });
  await runDueJobs(server.deps.database.db, alertJobHandlers(alertChannels(server.deps)), server.clock.now);
  const mails = server.outbox.emails.filter((m) => m.to === candidate.user.email && m.subject.startsWith('New job'));
  const linkOf = (name: string) => /<([^>]+)>/.exec(mails.find((m) => m.subject.includes(`"${name}"`))!.headers!['List-Unsubscribe']!)![1]!;
  const alertsNow = async () =>
    Object.fromEntries(((await seenBy(candidate.client, 'accounts', candidate.user.id))!.savedSearches as { name: string; alert: string }[]).map((s) => [s.name, s.alert]));
  return { server, candidate, linkOf, alertsNow };
}

describe('the unsubscribe link', () => {
  it('turns off only its own search, without a session, by the one-click POST', async () => {
    const { server, linkOf, alertsNow } = await withAlertMail();
    const link = linkOf('First');
    expect(link).toContain('/api/alerts/unsubscribe?token=');
    // A mail scanner's GET shows the page and changes nothing.
    const page = await bare(server, 'GET', link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stop alerts for your saved search <strong>First</strong>?');
    expect(await alertsNow()).toEqual({ First: 'instant', Second: 'instant' });
    const res = await bare(server, 'POST', link, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('You will get no more alerts for <strong>First</strong>.');
    expect(await alertsNow()).toEqual({ First: 'off', Second: 'instant' });
  });

  it('a tampered link does nothing', async () => {
    const { server, linkOf, alertsNow } = await withAlertMail();
    const link = new URL(linkOf('First'));
    const [user, search, mac] = link.searchParams.get('token')!.split('.');
    const other = new URL(linkOf('Second')).searchParams.get('token')!.split('.');
    const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
    const tampered = [
      `${user}.${search}.${flip(mac!)}`, // a changed signature
      `${user}.${other[1]}.${mac}`, // the other search under this one's signature
      `${Buffer.from('someone-else').toString('base64url')}.${search}.${mac}`, // another user
      `${user}.${search}`, // cut short
      'junk',
    ];
    for (const token of tampered) {
      const url = `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
      const res = await bare(server, 'POST', url, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      expect(res.status, token).toBe(400);
      expect((await bare(server, 'GET', url)).status, token).toBe(400);
    }
    expect((await bare(server, 'POST', '/api/alerts/unsubscribe')).status).toBe(400);
    expect(await alertsNow()).toEqual({ First: 'instant', Second: 'instant' });
  });
});

describe('saved searches in the account document', () => {
  async function candidateAndAccount() {
    const server = await createTestServer();
    servers.push(server);
    const candidate = await signUpCandidate(server);
    const account = await seenBy(candidate.client, 'accounts', candidate.user.id);
    const push = (changes: Record<string, unknown>, client = candidate.client, doc = account) =>
      client.push('accounts', [{ assumedMasterState: doc, newDocumentState: { ...doc, ...changes } }]);
    return { server, candidate, account, push };
  }

  it('takes 10 and refuses an 11th, a duplicate id, an empty name and an unknown time zone', async () => {
    const { push } = await candidateAndAccount();
    const ten = Array.from({ length: 10 }, (_, i) => savedSearch({ name: `Search ${i} 東京` }));
    expect((await push({ savedSearches: [...ten, savedSearch()] })).json.refused[0]).toMatchObject({ code: 'invalid', reason: expect.stringContaining('up to 10') });
    expect((await push({ savedSearches: [ten[0], ten[0]] })).json.refused).toHaveLength(1);
    expect((await push({ savedSearches: [savedSearch({ name: '  ' })] })).json.refused).toHaveLength(1);
    expect((await push({ timeZone: 'Mars/Olympus_Mons' })).json.refused).toHaveLength(1);
    expect((await push({ savedSearches: ten, timeZone: 'America/Argentina/Buenos_Aires' })).json).toEqual({ conflicts: [], refused: [] });
  });

  it('refuses saved searches from an employer', async () => {
    const { server } = await candidateAndAccount();
    const employer = await signUpEmployer(server);
    const account = await seenBy(employer.client, 'accounts', employer.user.id);
    const res = await employer.client.push('accounts', [{ assumedMasterState: account, newDocumentState: { ...account, savedSearches: [savedSearch()] } }]);
    expect(res.json.refused[0]).toMatchObject({ code: 'forbidden' });
  });
});
