/**
 * A sync server as its own process, as an operator starts it (`node dist-server/index.js`, or the sources through
 * tsx): everything it writes to stdout and stderr is kept, so a test can read its log. It listens on a port found
 * free just before (not PORT=0: the address would have to be read from the log, whose wording is not the test's).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

export interface ServerProcess {
  url: string;
  /** stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
  /** SIGKILL, as a crash or the OOM killer ends it: no shutdown, requests in flight cut; settles once it is gone. */
  kill(): Promise<void>;
}

export interface ExitedProcess {
  code: number | null;
  output: string;
}

/** The settings a child gets: only what is given (plus PATH and HOME), never this process's own. */
export function childEnv(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env };
}

/**
 * Start `node args` and wait until GET /api/health/ready answers 200; rejects with the log when the process ends
 * first or is not ready within `timeoutMs`.
 */
export async function startServerProcess(args: string[], env: Record<string, string>, options: { cwd?: string; timeoutMs?: number } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, { cwd: options.cwd, env: childEnv({ ...env, PORT: String(port), HOST: '127.0.0.1' }), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const stop = () => stopChild(child, exited);
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (hasExited) throw new Error(`The server exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server was not ready in time:\n${output}`);
    }
    if (await answers(`${url}/api/health/ready`)) return { url, output: () => output, stop, kill: () => killChild(child, exited) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Run `node args` to its end (a command, or a start that must be refused). */
export function runToExit(args: string[], env: Record<string, string>, options: { cwd?: string; timeoutMs?: number } = {}): Promise<ExitedProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: options.cwd, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Were a refusal missing, the server would keep running: the timer ends it and the test sees it ran.
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 30_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200;
  } catch {
    return false;
  }
}

async function killChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGKILL');
  await exited;
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
