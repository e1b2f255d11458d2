/**
 * Latency under concurrency for the benchmarks: `users` keep-alive clients, each sending its own requests one
 * after another (the next when the last answer has been read) until `total` have been sent, every answer
 * timed. It runs in a worker thread, so the clients' work sits on another event loop than the server measured.
 */
import { Worker } from 'node:worker_threads';
import type { LoadRequest } from './load.ts';

/** Milliseconds at the 50th and 99th percentile, and what the answers were. */
export interface Latencies {
  p50: number;
  p99: number;
  count: number;
  /** Answers a second over the whole run (every user's requests from the first sent to the last answered). */
  perSecond: number;
  /** Answers other than 200, by status (0: the request failed). */
  failures: Record<number, number>;
}

// Plain CommonJS for the worker, so it needs no TypeScript loader.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { perUser, total } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: perUser.length });
const times = [];
const failures = {};
let sent = 0;
const once = (request) => new Promise((resolve) => {
  const start = process.hrtime.bigint();
  const done = (status) => {
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (status !== 200) failures[status] = (failures[status] || 0) + 1;
    resolve();
  };
  const req = http.request(request.url, { method: request.method, headers: request.headers, agent }, (res) => {
    res.resume();
    res.on('end', () => done(res.statusCode));
  });
  req.on('error', () => done(0));
  req.end(request.body);
});
const loop = async (requests, user) => {
  for (let i = user; sent < total; i++) {
    sent++;
    await once(requests[i % requests.length]);
  }
};
const started = process.hrtime.bigint();
Promise.all(perUser.map(loop)).then(() => {
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  agent.destroy();
  parentPort.postMessage({ times, failures, elapsedMs });
});
`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Send `total` requests from `perUser.length` concurrent users, user k cycling through `perUser[k]`. */
export function measureLatencies(perUser: LoadRequest[][], total: number): Promise<Latencies> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { perUser, total } });
    worker.once('message', ({ times, failures, elapsedMs }: { times: number[]; failures: Record<number, number>; elapsedMs: number }) => {
      void worker.terminate();
      const sorted = [...times].sort((a, b) => a - b);
      const perSecond = times.length / (elapsedMs / 1000);
      resolve({ p50: percentile(sorted, 50), p99: percentile(sorted, 99), count: times.length, perSecond, failures });
    });
    worker.once('error', reject);
  });
}
