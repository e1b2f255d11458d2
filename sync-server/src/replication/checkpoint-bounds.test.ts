/**
 * A checkpoint is the device's word about a position, so it is bounded by what Postgres can hold: a
 * transaction id 0..2^64-1 in canonical decimal and a sequence number that is a safe integer. Anything else is
 * a 400 in the shared error shape; the largest valid positions are answered normally.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { postJob, signUpEmployer } from '../test-support/world.ts';

const XID8_MAX = (2n ** 64n - 1n).toString();
const REFUSED_XIDS = [
  (2n ** 64n).toString(),
  '99999999999999999999',
  '100000000000000000000',
  '1' + '0'.repeat(40),
  '-1',
  '00',
  '0000000000000000000000',
  '007',
  '+5',
  '1e20',
  '1.5',
  ' 1',
  '١٢',
  '',
];
const REFUSED_SEQS = [2 ** 53, 2 ** 63, 2 ** 64, 1e20, -1, 1.5, Number.MAX_VALUE, '5'];
const ACCEPTED = [
  { xid: '0', seq: 0 },
  { xid: (2n ** 63n).toString(), seq: 0 },
  { xid: (2n ** 63n - 1n).toString(), seq: Number.MAX_SAFE_INTEGER },
  { xid: XID8_MAX, seq: Number.MAX_SAFE_INTEGER },
  { xid: '1', seq: 1, fullUntil: XID8_MAX },
];

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await createTestServer();
  client = (await signUpEmployer(server)).client;
  await postJob(client);
});
afterAll(() => server.close());

describe('checkpoint bounds', () => {
  it('a pull with an impossible checkpoint answers 400, never 500', async () => {
    const bodies = [
      ...REFUSED_XIDS.map((xid) => ({ xid, seq: 0 })),
      ...REFUSED_XIDS.map((xid) => ({ xid: '1', seq: 0, fullUntil: xid })),
      ...REFUSED_SEQS.map((seq) => ({ xid: '1', seq })),
    ];
    for (const checkpoint of bodies) {
      const res = await client.pull('jobs', checkpoint, 10);
      expect(res.status, JSON.stringify(checkpoint)).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'invalid', message: expect.any(String) });
    }
    const numeric = await client.request('POST', '/api/replication/jobs/pull', { checkpoint: { xid: 1e20, seq: 0 } });
    expect(numeric.status).toBe(400);
  });

  it('the largest valid positions are answered: nothing lies beyond them', async () => {
    for (const checkpoint of ACCEPTED) {
      const res = await client.pull('jobs', checkpoint, 10);
      expect(res.status, JSON.stringify(checkpoint)).toBe(200);
      if (checkpoint.xid === XID8_MAX) expect(res.json.documents).toEqual([]);
    }
    expect((await client.pull('jobs', { xid: '0', seq: 0 }, 10)).json.documents).toHaveLength(1);
  });
});
