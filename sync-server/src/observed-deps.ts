/**
 * The operator's side of an instance's dependencies, made once: the logger from LOG_LEVEL, a metrics registry
 * of its own, and the mail and SMS transport counted in it. Safe to apply twice (startServer completes its
 * dependencies before createApp sees them): what is already there is kept.
 */
import type { AppInput } from './context.ts';
import { countedTransport } from './delivery/counted-transport.ts';
import { createTransportFromEnv } from './delivery/transport.ts';
import { createLogger } from './observability/logger.ts';
import { createMetrics } from './observability/metrics.ts';

export function observedDeps<T extends AppInput>(input: T) {
  const log = input.log ?? createLogger(input.env.LOG_LEVEL);
  const metrics = input.metrics ?? createMetrics();
  const transport = countedTransport(input.transport ?? createTransportFromEnv(input.env, log), metrics);
  return { ...input, log, metrics, transport };
}
