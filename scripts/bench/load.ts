/**
 * A small HTTP load generator for the request-path benchmarks: keep-alive connections, each sending its next
 * request when the last answer has been read, for a fixed time. It runs in a process of its own (plain node,
 * no TypeScript loader), so neither its event loop nor its heap, garbage collector or V8 threads share the
 * process of the servers it measures. It used to be a worker thread of the benchmark's process: there the bare
 * Hono baseline moved with whatever else that process held (8,516 req/s beside the Postgres server, 19,140
 * beside PGlite in one run; 3,679 and 10,614 in the next), while from a separate process it stays within the
 * machine's noise, the same for the baseline and the server measured beside it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One request, sent again and again. */
export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

// Plain CommonJS for the child, so it needs no TypeScript loader.
const CHILD_SOURCE = `
const http = require('node:http');
const sequence = ({ requests, ms, expect }) => {
  // One connection, one request after the other, through the list (round and round) until the time is up.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let ok = 0;
  let failed = 0;
  let firstFailure;
  const end = Date.now() + ms;
  const once = (request) => new Promise((resolve) => {
    const req = http.request(request.url, { method: request.method, headers: request.headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        if (res.statusCode === 200 && (!expect || body.includes(expect))) ok++;
        else { failed++; firstFailure ??= res.statusCode + ' ' + body.slice(0, 300); }
        resolve();
      });
    });
    req.on('error', (err) => { failed++; firstFailure ??= String(err); resolve(); });
    req.end(request.body);
  });
  (async () => {
    let next = 0;
    const start = Date.now();
    // Each request once at most: a push sent again would be a conflict, not a write (a quick run's list is short).
    while (Date.now() < end && next < requests.length) await once(requests[next++]);
    agent.destroy();
    process.send({ ok, failed, elapsedMs: Date.now() - start, firstFailure });
  })();
};
process.on('message', ({ request, ms, connections, requests, expect }) => {
  if (requests) return sequence({ requests, ms, expect });
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let ok = 0;
  let failed = 0;
  const end = Date.now() + ms;
  const once = () => new Promise((resolve) => {
    const req = http.request(request.url, { method: request.method, headers: request.headers, agent }, (res) => {
      res.resume();
      res.on('end', () => { if (res.statusCode === 200) ok++; else failed++; resolve(); });
    });
    req.on('error', () => { failed++; resolve(); });
    req.end(request.body);
  });
  const loop = async () => { while (Date.now() < end) await once(); };
  Promise.all(Array.from({ length: connections }, loop)).then(() => {
    agent.destroy();
    process.send({ ok, failed });
  });
});
`;

let child: ChildProcess | undefined;
let queue: Promise<unknown> = Promise.resolve();

/** The one load process, started on first use; it does not keep the benchmark alive. */
function loadProcess(): ChildProcess {
  if (child) return child;
  const file = join(mkdtempSync(join(tmpdir(), 'hiresync-load-')), 'load.cjs');
  writeFileSync(file, CHILD_SOURCE);
  child = fork(file, [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.unref();
  child.channel?.unref();
  return child;
}

/** One run in the load process, after the one before it. */
function inLoadProcess<T>(message: object, answer: (reply: Record<string, unknown>) => T): Promise<T> {
  const run = queue.then(
    () =>
      new Promise<T>((resolve, reject) => {
        const load = loadProcess();
        const onExit = (code: number | null) => reject(new Error(`the load process ended (${code})`));
        load.once('exit', onExit);
        load.once('message', (reply) => {
          load.off('exit', onExit);
          try {
            resolve(answer(reply as Record<string, unknown>));
          } catch (err) {
            reject(err);
          }
        });
        load.send(message);
      }),
  );
  queue = run.catch(() => {});
  return run;
}

/**
 * `requests` one after the other on one kept-alive connection, each once, for `ms` or until the list ends: answers
 * per second. Throws when an answer was not 200 or (given `expect`) its body lacks that text.
 */
export function measureSequence(requests: LoadRequest[], ms: number, expect?: string): Promise<number> {
  return inLoadProcess({ requests, ms, expect }, (reply) => {
    const { ok, failed, elapsedMs, firstFailure } = reply as { ok: number; failed: number; elapsedMs: number; firstFailure?: string };
    if (failed > 0) throw new Error(`${failed} of ${ok + failed} requests failed, the first: ${firstFailure}`);
    return ok / (elapsedMs / 1000);
  });
}

/** Requests per second answered 200 over `ms` milliseconds; throws when any answer was not 200. */
export function measureThroughput(request: LoadRequest, ms: number, connections = 8): Promise<number> {
  const run = queue.then(
    () =>
      new Promise<number>((resolve, reject) => {
        const load = loadProcess();
        const onExit = (code: number | null) => reject(new Error(`the load process ended (${code})`));
        load.once('exit', onExit);
        load.once('message', (message) => {
          load.off('exit', onExit);
          const { ok, failed } = message as { ok: number; failed: number };
          if (failed > 0) reject(new Error(`${failed} of ${ok + failed} requests to ${request.url} failed`));
          else resolve(ok / (ms / 1000));
        });
        load.send({ request, ms, connections });
      }),
  );
  queue = run.catch(() => {});
  return run;
}
