import { describe, expect, it } from 'vitest';
import { checkpointSchema, transactionIdSchema } from './replication.ts';

const XID8_MAX = (2n ** 64n - 1n).toString();

describe('checkpointSchema', () => {
  it('takes every transaction id an xid8 holds, in canonical decimal', () => {
    for (const xid of ['0', '1', '9999', '10000', (2n ** 63n).toString(), XID8_MAX]) expect(transactionIdSchema.parse(xid)).toBe(xid);
  });

  it('refuses ids Postgres cannot hold or the server never sends', () => {
    const refused = [(2n ** 64n).toString(), '99999999999999999999', '1' + '0'.repeat(40), '-1', '00', '007', '+5', '1e20', '1.5', ' 1', '١٢', ''];
    for (const xid of refused) {
      expect(checkpointSchema.safeParse({ xid, seq: 0 }).success, `xid ${xid}`).toBe(false);
      expect(checkpointSchema.safeParse({ xid: '1', seq: 0, fullUntil: xid }).success, `fullUntil ${xid}`).toBe(false);
    }
  });

  it('takes a sequence number only as a non-negative safe integer', () => {
    expect(checkpointSchema.parse({ xid: XID8_MAX, seq: Number.MAX_SAFE_INTEGER })).toEqual({ xid: XID8_MAX, seq: Number.MAX_SAFE_INTEGER });
    for (const seq of [2 ** 53, 2 ** 63, 1e20, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '5']) {
      expect(checkpointSchema.safeParse({ xid: '1', seq }).success, `seq ${seq}`).toBe(false);
    }
  });
});
