/**
 * A job the candidate looked at (from search or a link) stays on their devices for 24 hours even outside
 * their slice, then leaves as a removal; saved or applied to meanwhile, it stays for good. Runs the real app
 * with a slice of one job.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedJobIdFor } from '@shared/rules/natural-ids.ts';
import { runDueJobs } from '../jobs/scheduled-jobs.ts';
import { companyDoc, insertRow, jobDoc } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, pushOk, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { allBackgroundWorkDone } from './background-work.ts';
import { VIEWED_PIN_MS, viewedPinJobHandlers } from './viewed-pins.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, process.env.DATABASE_URL, { sliceCap: 1 });
}, 120_000);
afterAll(() => server?.close());

/** The job ids a device holds after pulling from scratch, then following its checkpoint. */
class Device {
  readonly ids = new Set<string>();
  private checkpoint: unknown = null;
  constructor(private readonly client: TestClient) {}
  async pull() {
    await allBackgroundWorkDone();
    for (;;) {
      const res = await this.client.pull('jobs', this.checkpoint, 100);
      expect(res.status).toBe(200);
      for (const doc of res.json.documents as { id: string; _deleted?: boolean }[]) {
        if (doc._deleted) this.ids.delete(doc.id);
        else this.ids.add(doc.id);
      }
      this.checkpoint = res.json.checkpoint;
      if (res.json.documents.length < 100) return;
    }
  }
}

const FIT = { skills: ['TypeScript', 'React', 'Node.js'], location: 'Berlin, Germany', requiredExperience: 0 };
const FAR = { skills: ['COBOL', 'Mainframe'], location: 'Lima, Peru', requiredExperience: 15, visaSponsorship: false };

async function setting() {
  const employer = await signUpEmployer(server, true, companyDoc({ companyName: `Pins ${randomUUID().slice(0, 6)}` }));
  await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
  const fit = await postJob(employer.client, jobDoc({ ...FIT, title: 'Fits' }));
  const far = await postJob(employer.client, jobDoc({ ...FAR, title: 'Far away' }));
  const seeker = await signUpCandidate(server, { skills: FIT.skills, location: FIT.location });
  const device = new Device(seeker.client);
  await device.pull();
  return { seeker, device, fit: String(fit.id), far: String(far.id) };
}

const later = (ms: number) => {
  server.clock.now = new Date(server.clock.now.getTime() + ms);
  return runDueJobs(server.deps.database.db, viewedPinJobHandlers, server.clock.now);
};

describe('jobs the candidate looked at', () => {
  it('stay for 24 hours outside the slice, then leave as a removal', async () => {
    const { seeker, device, fit, far } = await setting();
    expect([...device.ids]).toEqual([fit]);

    const kept = await seeker.client.post(`/api/job-pages/${far}/keep`, {});
    expect(kept.status).toBe(200);
    expect(Date.parse(kept.json.keptUntil) - server.clock.now.getTime()).toBe(VIEWED_PIN_MS);
    await device.pull();
    expect(device.ids).toEqual(new Set([fit, far]));

    // Within the day, nothing leaves.
    await later(VIEWED_PIN_MS - 60_000);
    await device.pull();
    expect(device.ids.has(far)).toBe(true);

    await later(60_000);
    await device.pull();
    expect([...device.ids]).toEqual([fit]);
  });

  it('a second look moves the end on: the first expiry finds the pin renewed and leaves it', async () => {
    const { seeker, device, far } = await setting();
    await seeker.client.post(`/api/job-pages/${far}/keep`, {});
    server.clock.now = new Date(server.clock.now.getTime() + 12 * 3_600_000);
    await seeker.client.post(`/api/job-pages/${far}/keep`, {});
    await later(12 * 3_600_000 + 1);
    await device.pull();
    expect(device.ids.has(far)).toBe(true);
    await later(12 * 3_600_000);
    await device.pull();
    expect(device.ids.has(far)).toBe(false);
  });

  it('saved or applied to within the day, it stays for good', async () => {
    const { seeker, device, far } = await setting();
    await seeker.client.post(`/api/job-pages/${far}/keep`, {});
    await pushOk(seeker.client, 'savedJobs', [insertRow({ id: savedJobIdFor(seeker.user.id, far), _deleted: false, jobId: far })]);
    await later(VIEWED_PIN_MS + 1);
    await device.pull();
    expect(device.ids.has(far)).toBe(true);

    const other = await setting();
    await other.seeker.client.post(`/api/job-pages/${other.far}/keep`, {});
    await applyTo(other.seeker.client, other.far);
    await later(VIEWED_PIN_MS + 1);
    await other.device.pull();
    expect(other.device.ids.has(other.far)).toBe(true);
    // A look after a lasting pin does not shorten it.
    const again = await other.seeker.client.post(`/api/job-pages/${other.far}/keep`, {});
    expect(again.json.keptUntil).toBeNull();
  });

  it('only a signed-in candidate keeps, and only an active job', async () => {
    const { far } = await setting();
    expect((await server.client().post(`/api/job-pages/${far}/keep`, {})).status).toBe(401);
    const employer = await signUpEmployer(server);
    expect((await employer.client.post(`/api/job-pages/${far}/keep`, {})).status).toBe(403);
    const seeker = await signUpCandidate(server);
    expect((await seeker.client.post('/api/job-pages/no-such-job/keep', {})).status).toBe(404);
  });
});
