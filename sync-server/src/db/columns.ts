/**
 * Column types drizzle has no builder for. `xid8` holds the id of the transaction that last wrote a row: the
 * replication cursor orders by it and serves only rows below the oldest running transaction (ARCHITECTURE.md).
 */
import { customType } from 'drizzle-orm/pg-core';

/** A 64-bit transaction id, read as a decimal string. */
export const xid8 = customType<{ data: string; driverData: string }>({
  dataType: () => 'xid8',
});
