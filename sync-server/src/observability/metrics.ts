/**
 * The Prometheus metrics of one app instance (GET /metrics, routes/metrics.ts). Each instance has a registry
 * of its own: tests and the benchmark run several in one process, and one global registry would add their
 * series together or refuse the second. prom-client's process metrics (CPU, memory, event-loop lag) belong to
 * the process, so they are collected once into a registry of their own and merged into every scrape.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Request durations: an empty pull takes about a millisecond, a search or a first page up to seconds. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Change-bus lag: the horizon gate may hold an announcement up to 2 s (live/change-bus.ts). */
const LAG_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const metrics = {
    registry,
    requests: new Histogram({
      name: 'hiresync_http_request_duration_seconds',
      help: 'Time to the answer (for a stream: to its opening), by method, route pattern and status; _count counts requests',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    pulls: new Counter({ name: 'hiresync_pulls_total', help: 'Pulls answered, by collection', labelNames: ['collection'] as const, registers }),
    pulledDocuments: new Counter({ name: 'hiresync_pulled_documents_total', help: 'Documents sent by pulls, by collection', labelNames: ['collection'] as const, registers }),
    pushes: new Counter({ name: 'hiresync_pushes_total', help: 'Pushes answered, by collection', labelNames: ['collection'] as const, registers }),
    pushedRows: new Counter({ name: 'hiresync_pushed_rows_total', help: 'Rows received in pushes, by collection', labelNames: ['collection'] as const, registers }),
    refusedRows: new Counter({
      name: 'hiresync_refused_rows_total',
      help: 'Pushed rows refused, by collection and reason code',
      labelNames: ['collection', 'reason'] as const,
      registers,
    }),
    conflicts: new Counter({ name: 'hiresync_push_conflicts_total', help: 'Pushed rows answered with a conflict, by collection', labelNames: ['collection'] as const, registers }),
    openStreams: new Gauge({ name: 'hiresync_open_streams', help: 'Open Server-Sent Event streams, by kind (live: replication, signaling: interview calls)', labelNames: ['kind'] as const, registers }),
    busLag: new Histogram({
      name: 'hiresync_change_bus_lag_seconds',
      help: "From a change's announcement (in its transaction) to its delivery to this instance's streams",
      buckets: LAG_BUCKETS,
      registers,
    }),
    messages: new Counter({
      name: 'hiresync_messages_total',
      help: 'Mail and SMS handed to the transport, by channel and outcome (sent or failed)',
      labelNames: ['channel', 'outcome'] as const,
      registers,
    }),
    jobBacklog: new Gauge({ name: 'hiresync_scheduled_jobs_due', help: 'Scheduled jobs due and not claimed by any instance (read at scrape)', registers }),
    /** The scrape's text; `beforeScrape` sets the gauges read from the database. */
    async render(beforeScrape?: () => Promise<void>): Promise<string> {
      await beforeScrape?.();
      // The two registries hold distinct families, so their texts are one exposition side by side.
      return `${await registry.metrics()}\n${await processMetrics().metrics()}`;
    },
    contentType: registry.contentType,
  };
  // Both kinds show at 0 from the start, so a dashboard has a series before the first stream opens.
  metrics.openStreams.set({ kind: 'live' }, 0);
  metrics.openStreams.set({ kind: 'signaling' }, 0);
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
