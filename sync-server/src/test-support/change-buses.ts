/**
 * The change buses a test runs over: Postgres NOTIFY always, NATS and Redis when they answer (NATS_URL,
 * REDIS_URL or the local defaults). Under CI the machine has both, so one that does not answer fails the run,
 * as a missing Postgres does (scripts/test-all.sh); elsewhere its tests are skipped with the reason in their name.
 */
import { connectBroker, type BrokerSettings } from '../bus/broker.ts';

export interface ChangeBusCase {
  /** `postgres`, `nats` or `redis`, and why it is skipped when it is. */
  name: string;
  broker?: BrokerSettings;
  skip: boolean;
}

async function probe(broker: BrokerSettings): Promise<string | null> {
  try {
    const connected = await connectBroker(broker, 'hiresync.probe');
    await connected.close();
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

/** Every bus kind, each with whether to skip it. */
export async function changeBusCases(): Promise<ChangeBusCase[]> {
  const brokers: BrokerSettings[] = [
    { kind: 'nats', url: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' },
    { kind: 'redis', url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
  ];
  const cases: ChangeBusCase[] = [{ name: 'postgres', skip: false }];
  for (const broker of brokers) {
    const problem = await probe(broker);
    if (problem && process.env.CI) throw new Error(`${broker.kind} does not answer at ${broker.url} (${problem}), and CI requires it.`);
    cases.push({ name: problem ? `${broker.kind} (skipped: nothing answers at ${broker.url})` : broker.kind, broker, skip: !!problem });
  }
  return cases;
}

/** The settings that select a case's bus (createTestServer's `env`). */
export function changeBusEnv(bus: ChangeBusCase): Record<string, string> {
  if (!bus.broker) return {};
  return { CHANGE_BUS: bus.broker.kind, [bus.broker.kind === 'nats' ? 'NATS_URL' : 'REDIS_URL']: bus.broker.url };
}
