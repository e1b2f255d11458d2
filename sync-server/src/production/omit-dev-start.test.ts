/**
 * What the container image does (Dockerfile), run where no image can be built: the server compiled into a
 * folder of its own, installed there with `npm ci --omit=dev` (production dependencies only), and started with
 * NODE_ENV=production on a fresh Postgres database until GET /api/health/ready answers. Run once, in the
 * Postgres run of the server tests (CI always has it); it needs the network only if npm's cache lacks a package.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NEEDS_FAKER } from '../demo/load-seed.ts';
import { startMailCatcher, type MailCatcher } from '../test-support/mail-catcher.ts';
import { childEnv, runToExit, startServerProcess } from '../test-support/server-process.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);
/** Loaded by dynamic import only with DEMO_DATA=1, which a production install refuses with a message. */
const DEMO_ONLY = ['@faker-js/faker'];

describe.skipIf(!process.env.DATABASE_URL)('the image’s steps: compiled, installed without dev dependencies, started on Postgres', () => {
  let dir: string;
  let mail: MailCatcher;
  let databaseUrl: string;
  const database = `hiresync_omit_dev_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = () => postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  const production = () => ({
    NODE_ENV: 'production',
    APP_ORIGIN: 'https://hiresync.example',
    SMTP_URL: mail.url,
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
    STATIC_DIR: '/nonexistent',
  });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hiresync-omit-dev-'));
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(ROOT, file), join(dir, file));
    // Always built from the sources here: a dist-server/ left in the checkout may be older than them.
    await run(process.execPath, [join(ROOT, 'scripts/build-server.mjs'), join(dir, 'dist-server')], { cwd: ROOT, env: childEnv({}) });
    await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, env: childEnv({}), timeout: 150_000 });
    mail = await startMailCatcher();
    const sql = admin();
    await sql.unsafe(`create database "${database}"`);
    await sql.end();
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }, 180_000);

  afterAll(async () => {
    await mail?.close();
    const sql = admin();
    await sql.unsafe(`drop database if exists "${database}" with (force)`);
    await sql.end();
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('installs exactly the packages the compiled server imports', () => {
    const imported: string[] = JSON.parse(readFileSync(join(dir, 'dist-server/runtime-packages.json'), 'utf8'));
    const dependencies = Object.keys(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies);
    expect(imported.filter((name) => !DEMO_ONLY.includes(name)).sort()).toEqual([...dependencies].sort());
    for (const devOnly of ['tsx', '@faker-js/faker', 'react', 'rxdb', 'vite', 'esbuild']) {
      expect(existsSync(join(dir, 'node_modules', devOnly)), devOnly).toBe(false);
    }
  });

  it('starts compiled with NODE_ENV=production and is ready: database, migrations, change bus', async () => {
    const server = await startServerProcess(['--enable-source-maps', 'dist-server/index.js'], production(), { cwd: dir, timeoutMs: 90_000 });
    try {
      const ready = await fetch(`${server.url}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ok: true, checks: { database: { ok: true }, migrations: { ok: true }, changeBus: { ok: true } } });
      expect(await (await fetch(`${server.url}/api/billing/config`)).json()).toEqual({ provider: 'off' });
      expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({ database: 'postgres' });
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('refuses DEMO_DATA=1 without faker, saying what to do', async () => {
    const refused = await runToExit(['dist-server/index.js'], { ...production(), DEMO_DATA: '1' }, { cwd: dir });
    expect(refused.code).not.toBe(0);
    expect(refused.code).not.toBeNull();
    expect(refused.output).toContain(DEMO_NEEDS_FAKER);
  }, 40_000);

  it('runs the compiled support-agent command', async () => {
    const listed = await runToExit(['dist-server/support-agent.js', 'list'], { DATABASE_URL: databaseUrl }, { cwd: dir });
    expect(listed.output).not.toMatch(/error/i);
    expect(listed.code).toBe(0);
  }, 40_000);
});
