/**
 * Each journey signs up as if from its own network address. The server throttles code sends per client address
 * (30 in 15 minutes), and every browser of a run comes from 127.0.0.1; the test server trusts X-Forwarded-For
 * (TRUST_PROXY in playwright.config.ts) as it would behind a proxy, so each context gets an address of its own.
 */
import type { BrowserContext } from '@playwright/test';

let counter = 0;

/** A new client address for everything this context sends from now on. */
export async function useFreshClientAddress(context: BrowserContext): Promise<void> {
  counter += 1;
  const address = `10.${process.pid % 250}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `${address}, 127.0.0.1` });
}
