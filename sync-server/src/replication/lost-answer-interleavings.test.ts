/**
 * The fault combination of SEED=1134626 (drop-answer, delay, stream-cut), with its interleavings set by hand
 * instead of by real delays: an employer device reviews an application, the server commits and the answer is
 * lost; while that push waits to be retried, a pull lands (before or after, with the other device's later
 * review or without); the live stream is cut, so no RESYNC comes on its own. Each order must end with the
 * device holding what the server holds, field by field.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { WireDoc } from '@shared/schemas/replication.ts';
import { candidateDoc, insertRow, jobDoc } from '../test-support/fixtures.ts';
import { RxDevice } from '../test-support/rx-device.ts';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../test-support/test-server.ts';
import { pushOk, signUpEmployer } from '../test-support/world.ts';
import { applicationIdFor } from '@shared/rules/natural-ids.ts';

const COLLECTIONS = ['applications'] as const;

function deferred() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

let server: TestServer;
const devices: RxDevice[] = [];
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  for (const d of devices.splice(0)) await d.close().catch(() => undefined);
  await server.close();
});

async function world() {
  const employer = await signUpEmployer(server);
  const email = (employer.user as { email: string }).email;
  const job = jobDoc();
  await pushOk(employer.client, 'jobs', [insertRow(job)]);
  const candidate = server.client();
  const candidateUser = await candidate.signUp('candidate');
  await pushOk(candidate, 'candidates', [insertRow(candidateDoc())]);
  const applicationId = applicationIdFor(candidateUser.id, job.id as string)!;
  await pushOk(candidate, 'applications', [insertRow({ id: applicationId, jobId: job.id, coverLetter: 'Hello', _deleted: false })]);
  const second = server.client();
  await second.post('/api/auth/login', { email, password: TEST_PASSWORD });
  const e1 = await RxDevice.open('E1', 'employer', employer.user.id, employer.client, COLLECTIONS, () => undefined);
  const e2 = await RxDevice.open('E2', 'employer', employer.user.id, second, COLLECTIONS, () => undefined);
  devices.push(e1, e2);
  await e1.sync();
  await e2.sync();
  return { e1, e2, applicationId };
}

async function review(d: RxDevice, id: string, status: string, notes: string) {
  const current = (await d.visible('applications')).get(id)!;
  await d.write('applications', { ...current, status, notes } as WireDoc);
}

async function expectConverged(d: RxDevice) {
  d.faults = {};
  d.streamCut = false;
  await d.sync();
  const expected = Object.fromEntries([...(await d.http.pullAll('applications'))].map(([id, doc]) => [id, { ...doc, _deleted: false }]));
  expect(Object.fromEntries(await d.visible('applications'))).toEqual(expected);
}

/**
 * Where the pull is stopped: `read-after-commit` lets its request reach the server only once the push committed
 * (it reads the new state), `read-before-commit` has the server answer it first and the answer land late.
 * RxDB starts no pull while a push runs, so the pull goes out first and the write follows.
 */
type PullStop = 'read-after-commit' | 'read-before-commit';

for (const stop of ['read-after-commit', 'read-before-commit'] as PullStop[]) {
  for (const other of [false, true]) {
    it(`a lost push answer, a pull around it (${stop}${other ? ', the other device reviews between' : ''}), the stream cut: the device ends as the server`, async () => {
      const { e1, e2, applicationId } = await world();
      e1.streamCut = true;
      const answerHeld = deferred();
      const answerReached = deferred();
      const pullHeld = deferred();
      const pullReached = deferred();
      let pushes = 0;
      let pulls = 0;
      let landed = false;
      const holdPull = async () => {
        pullReached.open();
        await pullHeld.opened;
      };
      e1.faults = {
        async beforeRequest(kind) {
          if (kind === 'pull' && ++pulls === 1 && stop === 'read-after-commit') await holdPull();
        },
        async afterAnswer(kind) {
          if (kind === 'push' && ++pushes === 1) {
            answerReached.open();
            await answerHeld.opened;
            throw new TypeError('Failed to fetch');
          }
          if (kind === 'pull' && pulls === 1) {
            if (stop === 'read-before-commit') await holdPull();
            landed = true;
          }
        },
      };
      // A pull goes out (the stream is cut: this is the online listener's)...
      e1.online = false;
      e1.online = true;
      await pullReached.opened;
      // ...the device reviews, the server commits, the answer is on its way...
      await review(e1, applicationId, 'viewed', 'From E1');
      await answerReached.opened;
      if (other) {
        await review(e2, applicationId, 'considered', 'From E2');
        await e2.sync();
      }
      // ...the pull lands, then the answer is lost and the push tried again.
      pullHeld.open();
      await expect.poll(() => landed).toBe(true);
      expect(pushes, 'the pull landed while the push waited for its answer').toBe(1);
      answerHeld.open();
      await expect.poll(() => pushes).toBeGreaterThan(1);
      await e1.sync();
      await expectConverged(e1);
      await expectConverged(e2);
    }, 60_000);
  }
}
