/**
 * A small HTTP load generator for the request-path benchmark: keep-alive connections, each sending its next
 * request when the last answer has been read, for a fixed time. It runs in a worker thread, so its own work
 * sits on another event loop than the server it measures.
 */
import { Worker } from 'node:worker_threads';

/** One request, sent again and again. */
export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

// Plain CommonJS for the worker, so it needs no TypeScript loader.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { request, ms, connections } = workerData;
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
  parentPort.postMessage({ ok, failed });
});
`;

/** Requests per second answered 200 over `ms` milliseconds; throws when any answer was not 200. */
export function measureThroughput(request: LoadRequest, ms: number, connections = 8): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { request, ms, connections } });
    worker.once('message', ({ ok, failed }: { ok: number; failed: number }) => {
      void worker.terminate();
      if (failed > 0) reject(new Error(`${failed} of ${ok + failed} requests to ${request.url} failed`));
      else resolve(ok / (ms / 1000));
    });
    worker.once('error', reject);
  });
}
