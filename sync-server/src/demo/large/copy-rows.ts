/**
 * Bulk writes with COPY: rows are gathered per table as COPY text lines and sent a few thousand at a time, one
 * COPY statement (one transaction) per batch, while the generator goes on making the next ones. Columns left
 * out take the table's defaults: xid and seq (the change position) come from pg_current_xact_id() and the
 * change_seq sequence, as they do for writeRow.
 */
import type postgres from 'postgres';
import type { ReplicatedRow, UserRow } from './row-shapes.ts';

/** One COPY text field: backslash, tab and line breaks escaped; null as \N. */
export function copyField(value: string | null): string {
  if (value === null) return '\\N';
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

function copyLine(fields: (string | null)[]): string {
  return `${fields.map(copyField).join('\t')}\n`;
}

/** A replicated row as a COPY line of REPLICATED_COPY_COLUMNS. */
export function replicatedLine(row: ReplicatedRow): string {
  return copyLine([
    row.id,
    JSON.stringify(row.doc),
    row.ownerUserId,
    row.publicScope,
    row.everPublicScope,
    row.updatedAt.toISOString(),
  ]);
}

export const REPLICATED_COPY_COLUMNS = 'id, doc, owner_user_id, public_scope, ever_public_scope, updated_at';

/** A users row as a COPY line of USER_COPY_COLUMNS. */
export function userLine(row: UserRow): string {
  return copyLine([row.id, row.email, row.userType, row.firstName, row.lastName, row.passwordHash, row.createdAt.toISOString()]);
}

export const USER_COPY_COLUMNS = 'id, email, user_type, first_name, last_name, password_hash, created_at';

/**
 * Gathers one table's lines and copies them in batches of `batchRows`; one batch is in flight per table at a
 * time, so memory stays bounded and a slow table holds back only its own producer.
 */
export class TableCopier {
  private lines: string[] = [];
  private inFlight: Promise<void> = Promise.resolve();
  rows = 0;

  constructor(
    private readonly sql: postgres.Sql,
    private readonly table: string,
    private readonly columns: string,
    private readonly batchRows: number,
  ) {}

  /** Add a line; when a batch is full, wait for the previous one to finish and send this one. */
  async add(line: string): Promise<void> {
    this.lines.push(line);
    this.rows++;
    if (this.lines.length >= this.batchRows) await this.flush();
  }

  /** Send what is gathered (after the batch in flight), without waiting for it. */
  async flush(): Promise<void> {
    await this.inFlight;
    if (!this.lines.length) return;
    const text = this.lines.join('');
    this.lines = [];
    this.inFlight = this.copy(text);
    // Handled where it is awaited (the next flush or finish); until then it must not count as unhandled.
    this.inFlight.catch(() => {});
  }

  /** Send the rest and wait until every batch is stored. */
  async finish(): Promise<void> {
    await this.flush();
    await this.inFlight;
  }

  private async copy(text: string): Promise<void> {
    const stream = await this.sql.unsafe(`copy ${this.table} (${this.columns}) from stdin`).writable();
    await new Promise<void>((resolve, reject) => {
      stream.on('error', reject);
      stream.on('finish', resolve);
      stream.end(text);
    });
  }
}
