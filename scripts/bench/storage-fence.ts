/**
 * The storage work-arounds (pwa/src/db/rxdb-internals.ts and what goes through it) against RxDB's supported API
 * doing the same job, in Chromium, on a first sync's 5,000 jobs in pages of 500 (the fresh-device benchmark's
 * size, the pull's page): the pages stored by the worker against `bulkUpsert` (and `bulkInsert`); reads by id
 * answered from the table's keys against RxDB's own `findByIds`; pages put in chunks against RxDB's own put; the
 * live set's paged first read against a live RxQuery's first result. CPU as it is, then slowed 4× (the page's
 * thread; Chromium's rate). The page (storage-fence-page/) is the app's own code, built by Vite as the app is.
 *
 * Each line gives, for the work-around and for the supported API, the main thread's busy time during the job
 * (Chromium's TaskDuration: what the page cannot spend on input and paint), its longest task (a freeze the user
 * sees) and the total time to the job's end, with the ratio work-around/supported beside each.
 *
 * The decision rule: the supported API is as fast when, at both speeds, its main-thread time, its longest task
 * and its total time are each within 15 % of the work-around's (each ratio work-around/supported ≥ 0.87). Then
 * the app uses the supported API and the work-around goes, with its fence functions; otherwise the work-around
 * stays, its numbers in rxdb-internals.ts's header.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { build } from 'vite';
import type { FenceBench, StorageKind } from './storage-fence-page/main.ts';
import { sized } from './mode.ts';
import { CHROMIUM_PATH } from './sync.ts';
import { makeJobs } from './sync-data.ts';

const JOBS = sized(5_000, 200);
/** replicate.ts's PULL_BATCH. */
const PAGE = sized(500, 50);
const RUNS = sized(3, 1);
/** Within this of the work-around, the supported API counts as as fast. */
const AS_FAST = 1.15;

interface Sample {
  /** Main-thread busy time, ms. */
  main: number;
  longest: number;
  /** Wall time to the job's end, ms. */
  ms: number;
}
const none = (): Sample => ({ main: 0, longest: 0, ms: 0 });
const add = (a: Sample, b: Sample): Sample => ({ main: a.main + b.main, longest: Math.max(a.longest, b.longest), ms: a.ms + b.ms });
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function buildPage(outDir: string): Promise<void> {
  const root = fileURLToPath(new URL('./storage-fence-page/', import.meta.url));
  await build({
    configFile: false,
    root,
    base: './',
    logLevel: 'error',
    resolve: { alias: { '@shared': fileURLToPath(new URL('../../shared/src', import.meta.url)) }, dedupe: ['dexie'] },
    build: { outDir, emptyOutDir: true },
  });
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = readFileSync(join(dir, path === '/' ? 'index.html' : path));
      res.writeHead(200, { 'content-type': TYPES[extname(path) || '.html'] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${address.port}/` });
    }),
  );
}

type Call = (fence: FenceBench, arg: never) => unknown;

class BenchPage {
  /** The main-thread time of a timed job that does nothing (the evaluate, the CDP reads): taken off each sample. */
  private overhead = 0;

  constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  private async taskSeconds(): Promise<number> {
    const { metrics } = await this.cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'TaskDuration')!.value;
  }

  /** Runs `fn` in the page with the page's bench functions and `arg`. */
  call(fn: Call, arg?: unknown): Promise<unknown> {
    return this.page.evaluate(
      ([source, a]) => new Function('f', 'a', `return (${source})(f, a)`)((window as unknown as { fenceBench: FenceBench }).fenceBench, a),
      [fn.toString(), arg] as const,
    );
  }

  /** A timed job: its wall time and longest task from the page, the main thread's busy time from Chromium. */
  async timed(fn: (fence: FenceBench, arg: never) => Promise<{ ms: number; longest: number }>, arg?: unknown): Promise<Sample> {
    const before = await this.taskSeconds();
    const { ms, longest } = (await this.call(fn as Call, arg)) as { ms: number; longest: number };
    return { main: Math.max(0, ((await this.taskSeconds()) - before) * 1000 - this.overhead), longest, ms };
  }

  async calibrate(): Promise<void> {
    const idle: number[] = [];
    for (let i = 0; i < 5; i++) idle.push((await this.timed((f) => f.nothing())).main);
    this.overhead = median(idle);
  }

  async open(kind: StorageKind): Promise<void> {
    await this.call((f, k: StorageKind) => f.open(k), kind);
  }
  async close(): Promise<void> {
    await this.call((f) => f.close());
  }
}

const PAGES = Math.ceil(JOBS / PAGE);

/** Each job: the work-around's way and the supported way, each a fresh database. */
const JOBS_TO_WEIGH: readonly { what: string; workaround: string; supported: string; run: Record<'workaround' | 'supported', (p: BenchPage) => Promise<Sample>> }[] = [
  {
    what: `first sync's pages stored (${PAGES} of ${PAGE})`,
    workaround: 'worker put + change stream (app storage)',
    supported: 'collection.bulkUpsert per page (RxDB Dexie storage)',
    run: {
      async workaround(p) {
        await p.open('app');
        await p.call((f) => f.startWorker());
        const s = await p.timed((f) => f.storeByWorker());
        await p.close();
        return s;
      },
      async supported(p) {
        await p.open('plain');
        const s = await p.timed((f) => f.storeBy('bulkUpsert'));
        await p.close();
        return s;
      },
    },
  },
  {
    what: `first sync's pages stored (${PAGES} of ${PAGE})`,
    workaround: 'worker put + change stream (app storage)',
    supported: 'collection.bulkInsert per page (RxDB Dexie storage)',
    run: {
      async workaround(p) {
        await p.open('app');
        await p.call((f) => f.startWorker());
        const s = await p.timed((f) => f.storeByWorker());
        await p.close();
        return s;
      },
      async supported(p) {
        await p.open('plain');
        const s = await p.timed((f) => f.storeBy('bulkInsert'));
        await p.close();
        return s;
      },
    },
  },
  {
    what: `reads by id of each page's ${PAGE} new ids, the table holding the pages before it`,
    workaround: 'findByIds, misses answered from the table keys',
    supported: 'findByIds (RxDB Dexie storage)',
    run: {
      workaround: (p) => readsOnEachPage(p, 'reads'),
      supported: (p) => readsOnEachPage(p, 'plain'),
    },
  },
  {
    what: `RxDB's own write of the pages (bulkInsert of ${PAGES} of ${PAGE})`,
    workaround: 'put in chunks of 100',
    supported: "Dexie's one bulkPut (RxDB Dexie storage)",
    run: {
      async workaround(p) {
        await p.open('chunks');
        const s = await p.timed((f) => f.storeBy('bulkInsert'));
        await p.close();
        return s;
      },
      async supported(p) {
        await p.open('plain');
        const s = await p.timed((f) => f.storeBy('bulkInsert'));
        await p.close();
        return s;
      },
    },
  },
  {
    what: `first read of the ${JOBS} active jobs for a screen`,
    workaround: 'live set paged from the table',
    supported: 'live RxQuery to its first result',
    run: {
      async workaround(p) {
        await p.open('plain');
        await p.call((f, n: number) => f.fill(0, n), PAGES);
        const s = await p.timed((f) => f.liveSetRead());
        await p.close();
        return s;
      },
      async supported(p) {
        await p.open('plain');
        await p.call((f, n: number) => f.fill(0, n), PAGES);
        const s = await p.timed((f) => f.rxQueryRead());
        await p.close();
        return s;
      },
    },
  },
];

/** The reads a first sync makes of each page before writing it, summed over the pages. */
async function readsOnEachPage(p: BenchPage, kind: StorageKind): Promise<Sample> {
  await p.open(kind);
  let total = none();
  for (let at = 0; at < PAGES; at++) {
    total = add(total, await p.timed((f, i: number) => f.findPage(i), at));
    await p.call((f, i: number) => f.fill(i, i + 1), at);
  }
  await p.close();
  return total;
}

async function newBenchPage(browser: Browser, url: string, pages: unknown[][], rate: number): Promise<{ page: BenchPage; close: () => Promise<void> }> {
  const context = await browser.newContext();
  // tsx compiles with esbuild's keepNames, whose `__name` helper the page does not have.
  await context.addInitScript('window.__name = (fn) => fn');
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => 'fenceBench' in window);
  await page.evaluate((given) => (window as unknown as { fenceBench: FenceBench }).fenceBench.setPages(given as never), pages);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const bench = new BenchPage(page, cdp);
  await bench.calibrate();
  return { page: bench, close: () => context.close() };
}

const fmt = (s: Sample) => `main thread ${s.main.toFixed(0)} ms, longest task ${s.longest.toFixed(0)} ms, total ${s.ms.toFixed(0)} ms`;
const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? 1 : Infinity) : a / b);

/** The verdicts by job, over both speeds: true where the supported API was as fast at every speed so far. */
const asFastEverywhere = new Map<number, boolean>();

async function measureAt(browser: Browser, url: string, pages: unknown[][], rate: number): Promise<void> {
  const results = JOBS_TO_WEIGH.map(() => ({ workaround: [] as Sample[], supported: [] as Sample[] }));
  for (let run = 0; run < RUNS; run++) {
    // A fresh page per run; the two ways alternate which goes first.
    const { page, close } = await newBenchPage(browser, url, pages, rate);
    try {
      for (const [i, job] of JOBS_TO_WEIGH.entries()) {
        const order = run % 2 === 0 ? (['workaround', 'supported'] as const) : (['supported', 'workaround'] as const);
        for (const way of order) results[i]![way].push(await job.run[way](page));
      }
    } finally {
      await close();
    }
  }
  const cpu = rate === 1 ? 'CPU as it is' : `CPU slowed ${rate}×`;
  for (const [i, job] of JOBS_TO_WEIGH.entries()) {
    const m = (way: 'workaround' | 'supported'): Sample => ({
      main: median(results[i]![way].map((s) => s.main)),
      longest: median(results[i]![way].map((s) => s.longest)),
      ms: median(results[i]![way].map((s) => s.ms)),
    });
    const w = m('workaround');
    const s = m('supported');
    const r = { main: ratio(w.main, s.main), longest: ratio(w.longest, s.longest), ms: ratio(w.ms, s.ms) };
    const asFast = r.main >= 1 / AS_FAST && r.longest >= 1 / AS_FAST && r.ms >= 1 / AS_FAST;
    asFastEverywhere.set(i, (asFastEverywhere.get(i) ?? true) && asFast);
    console.log(`${job.what} (${cpu}, ${JOBS} jobs, medians of ${RUNS}):`);
    console.log(`  work-around, ${job.workaround}: ${fmt(w)}`);
    console.log(`  supported, ${job.supported}: ${fmt(s)}`);
    console.log(
      `  ratio work-around/supported: main thread ${r.main.toFixed(2)}, longest task ${r.longest.toFixed(2)}, total ${r.ms.toFixed(2)}: supported ${asFast ? 'as fast (each ratio ≥ 0.87)' : 'slower'} at this speed`,
    );
  }
}

export async function benchStorageFence(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'hiresync-fence-bench-'));
  await buildPage(outDir);
  const { server, url } = await serve(outDir);
  const jobs = makeJobs(JOBS, { id: 'bench-employer', companyName: 'Bench Corp' }, new Date()).map((job) => ({ ...job, _deleted: false }));
  const pages = Array.from({ length: PAGES }, (_, i) => jobs.slice(i * PAGE, (i + 1) * PAGE));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--no-first-run'],
  });
  try {
    console.log(`load average before: ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
    console.log(`rule: the supported API replaces a work-around when, at both speeds, its main-thread time, longest task and total time are each within ${Math.round((AS_FAST - 1) * 100)} % of the work-around's`);
    asFastEverywhere.clear();
    await measureAt(browser, url, pages, 1);
    await measureAt(browser, url, pages, 4);
    for (const [i, job] of JOBS_TO_WEIGH.entries()) {
      console.log(`verdict, ${job.what}: ${asFastEverywhere.get(i) ? `use ${job.supported}` : `keep ${job.workaround}`}`);
    }
    console.log(`load average after: ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
