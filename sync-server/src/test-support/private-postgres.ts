/**
 * A throw-away Postgres cluster for one test file, whose transaction ids start where the test says: the shared
 * cluster's ids belong to everyone and only grow, so moving them to a power of ten costs more each run. This
 * module owns the cluster's whole life (initdb, pg_resetwal, start, stop, removal); it knows nothing of the
 * app's schema, and listens on 127.0.0.1 only, on a free port, with trust auth.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { appendFile, chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BINARIES = ['initdb', 'pg_resetwal', 'pg_ctl'];
// pg_xact keeps 2 bits per transaction: a segment file is 32 pages of 8 KiB, 1,048,576 transactions.
const XACT_SEGMENT_BYTES = 32 * 8192;
const XACTS_PER_SEGMENT = 32n * 8192n * 4n;
const FIRST_NORMAL_XID = 3n;
// Rows initdb wrote after its last freeze (the postgres database's own catalog row among them) carry ids near
// 700; ids compare modulo 2^32, so past about 2^31 they would look newer than the cluster and vanish. The
// epoch, the high 32 bits, is free.
const HIGHEST_START = 2n ** 31n - 10_000_000n;

/** A running private cluster. */
export interface PrivatePostgres {
  url: string;
  stop(): Promise<void>;
}

/** Where initdb, pg_resetwal and pg_ctl are, or null: `pg_config --bindir`, then Debian's Postgres 15 path. */
export async function findPostgresBinaries(): Promise<string | null> {
  const dirs: string[] = [];
  try {
    dirs.push((await run('pg_config', ['--bindir'])).stdout.trim());
  } catch {
    // No pg_config on PATH: try the packaged location.
  }
  dirs.push('/usr/lib/postgresql/15/bin');
  return dirs.find((dir) => BINARIES.every((name) => existsSync(join(dir, name)))) ?? null;
}

/** Postgres refuses to run as root: as root, its tools run as the `postgres` user. */
async function runAsOptions(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Start a new cluster whose next transaction gets the 64-bit id `nextXid` (pg_resetwal -x for the low 32 bits,
 * -e for the epoch). Fails with the server log when anything goes wrong.
 */
export async function startPrivatePostgres(nextXid: bigint): Promise<PrivatePostgres> {
  const epoch = nextXid >> 32n;
  const low = nextXid & 0xffffffffn;
  if (epoch >= 2n ** 32n || low < FIRST_NORMAL_XID || low > HIGHEST_START) {
    throw new Error(`private Postgres cannot start at xid ${nextXid}: its low 32 bits must lie in ${FIRST_NORMAL_XID}..${HIGHEST_START}`);
  }
  const segmentNumber = low / XACTS_PER_SEGMENT;
  const bin = await findPostgresBinaries();
  if (!bin) throw new Error(`private Postgres: no ${BINARIES.join(', ')} in pg_config --bindir or /usr/lib/postgresql/15/bin`);
  const user = await runAsOptions();
  const dir = await mkdtemp(join(tmpdir(), 'private-postgres-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const tool = (name: string, args: string[]) => run(join(bin, name), args, { ...user, cwd: dir });
  const own = async (path: string) => {
    if (user.uid !== undefined) await chown(path, user.uid, user.gid!);
  };
  // If the test process dies without stop(), the server must not outlive it.
  const onExit = () => {
    try {
      process.kill(Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGQUIT');
    } catch {
      // Not running.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  try {
    await own(dir);
    await tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync', '--no-instructions']);
    // The oldest id moves to the start of the new id's commit-status segment: everything initdb wrote is
    // frozen, and an oldest id 2^31 behind would stop the cluster or start anti-wraparound vacuums.
    const oldest = segmentNumber * XACTS_PER_SEGMENT > FIRST_NORMAL_XID ? segmentNumber * XACTS_PER_SEGMENT : FIRST_NORMAL_XID;
    await tool('pg_resetwal', ['-D', data, '-x', String(low), '-e', String(epoch), '-u', String(oldest)]);
    // pg_resetwal's rule for new -x and -u: the commit-status segment holding them must exist, zero-filled
    // (Postgres reads its page at start). pg_subtrans is rebuilt at start, later segments are made as ids grow.
    const segment = join(data, 'pg_xact', segmentNumber.toString(16).toUpperCase().padStart(4, '0'));
    if (!existsSync(segment)) {
      await writeFile(segment, Buffer.alloc(XACT_SEGMENT_BYTES), { mode: 0o600 });
      await own(segment);
    }
    // Nothing here needs to survive a crash, and tests do not wait for vacuums.
    await appendFile(
      join(data, 'postgresql.conf'),
      [
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        'autovacuum = off',
        'shared_buffers = 32MB',
        '',
      ].join('\n'),
    );
    const port = await startOnFreePort(data, log, (args) => tool('pg_ctl', args));
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        process.off('exit', onExit);
        await tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    const serverLog = await readFile(log, 'utf8').catch(() => '');
    process.off('exit', onExit);
    onExit();
    throw new Error(`private Postgres did not start: ${(error as Error).message}\n${serverLog}`, { cause: error });
  }
}

/** Another process may take the chosen port before the server binds it: then try another. */
async function startOnFreePort(data: string, log: string, pgCtl: (args: string[]) => Promise<unknown>): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    await appendFile(join(data, 'postgresql.conf'), `port = ${port}\n`);
    try {
      await pgCtl(['-D', data, '-l', log, '-w', '-t', '120', 'start']);
      return port;
    } catch (error) {
      const text = await readFile(log, 'utf8').catch(() => '');
      if (attempt >= 3 || !/could not bind|Address already in use/.test(text)) throw error;
    }
  }
}
