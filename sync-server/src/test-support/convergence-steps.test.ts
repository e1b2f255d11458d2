/**
 * The harness's own end: `settle` may stop only once no device moved anything during a whole round. A device's
 * replication pushes a write on its own, so its traffic can fall inside another device's turn. Here E1's turn
 * is held open (its pull answered with the old state, the answer held) while E2's write is pushed and pulled
 * back; counting only each device's own turn, that round looked quiet and the settle ended with E1 never
 * pulling E2's write (the soak's SEED=193332659, where this showed up as a divergence of the product).
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { WireDoc } from '@shared/schemas/replication.ts';
import { applicationIdFor } from '@shared/rules/natural-ids.ts';
import { candidateDoc, insertRow, jobDoc } from './fixtures.ts';
import { RxDevice } from './rx-device.ts';
import { createTestServer, TEST_PASSWORD, type TestServer } from './test-server.ts';
import { pushOk, signUpEmployer } from './world.ts';
import { settle } from './convergence-steps.ts';

let server: TestServer;
const devices: RxDevice[] = [];
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  for (const d of devices.splice(0)) await d.close().catch(() => undefined);
  await server.close();
});

function deferred() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

it('settle counts a push made during another device\'s turn: every device ends holding it', async () => {
  const employer = await signUpEmployer(server);
  const job = jobDoc();
  await pushOk(employer.client, 'jobs', [insertRow(job)]);
  const candidate = server.client();
  const candidateUser = await candidate.signUp('candidate');
  await pushOk(candidate, 'candidates', [insertRow(candidateDoc())]);
  const applicationId = applicationIdFor(candidateUser.id, job.id as string)!;
  await pushOk(candidate, 'applications', [insertRow({ id: applicationId, jobId: job.id, coverLetter: 'Hello', _deleted: false })]);
  const second = server.client();
  await second.post('/api/auth/login', { email: (employer.user as { email: string }).email, password: TEST_PASSWORD });
  const e1 = await RxDevice.open('E1', 'employer', employer.user.id, employer.client, ['applications'], () => undefined);
  const e2 = await RxDevice.open('E2', 'employer', employer.user.id, second, ['applications'], () => undefined);
  devices.push(e1, e2);
  await e1.sync();
  await e2.sync();

  const answered = deferred();
  const release = deferred();
  let held = false;
  e1.faults = {
    async afterAnswer(kind) {
      if (kind !== 'pull' || held) return;
      held = true;
      answered.open();
      await release.opened;
    },
  };
  const settling = settle(server, [e1, e2]);
  // E1's turn: its pull was answered before E2's write and is still on its way.
  await answered.opened;
  const current = (await e2.visible('applications')).get(applicationId)!;
  await e2.write('applications', { ...current, status: 'viewed', notes: 'From E2' } as WireDoc);
  // E2's replication pushes it and pulls the stored state back, all before E2's own turn.
  await e2.sync();
  release.open();
  await settling;

  const stored = (await e1.http.pullAll('applications')).get(applicationId)!;
  expect(stored.notes).toBe('From E2');
  expect((await e1.visible('applications')).get(applicationId)).toEqual({ ...stored, _deleted: false });
}, 60_000);
