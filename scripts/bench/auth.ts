/**
 * Benchmark of sign-in on the real app (PGlite in memory): how long a password sign-in takes (the scrypt cost a
 * guesser pays per try too), and whether a wrong password for a registered e-mail takes as long as one for an
 * unknown e-mail (decisions.md: similar timing, so timing does not tell who has an account). Accounts are made
 * the way a person makes one: a code by mail (captured), then register with it.
 */
import { hashSecret, verifySecret } from '../../sync-server/src/auth/passwords.ts';
import { createTestServer, TEST_PASSWORD } from '../../sync-server/src/test-support/test-server.ts';
import { sized } from './mode.ts';

const ACCOUNTS = sized(15, 2);
const TRIES = sized(15, 3);
/** Unknown/known median ratio accepted as "similar": within 20 % either way. */
const SIMILAR = { low: 0.8, high: 1.2 };
/** A sign-in may cost this many times the scrypt check alone: the hash is the cost paid on purpose, the rest is not. */
const SIGN_IN_OVER_HASH = 2;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchAuth(): Promise<void> {
  const server = await createTestServer();
  try {
    const emails: string[] = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const email = `bench-${i}@auth.test`;
      await server.client().signUp('candidate', email);
      emails.push(email);
    }

    // Each try from a new client (its own address) and a different e-mail, so no throttle answers instead.
    const timeLogin = async (email: string, password: string) => {
      const client = server.client();
      const start = performance.now();
      const res = await client.post('/api/auth/login', { email, password });
      return { ms: performance.now() - start, status: res.status };
    };
    const storedHash = await hashSecret(TEST_PASSWORD);
    const timeHash = async () => {
      const start = performance.now();
      if (!(await verifySecret(TEST_PASSWORD, storedHash))) throw new Error('the scrypt check refused the right password');
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    const success: number[] = [];
    const hashOnly: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      hashOnly.push(await timeHash());
      // Interleaved, so a slower or faster phase of the machine affects both alike, and in alternating order, so
      // whatever the request before leaves behind (garbage from the last scrypt, say) falls on each side equally.
      const tryKnown = () => timeLogin(emails[i % ACCOUNTS]!, 'Wrong-passw0rd');
      const tryUnknown = () => timeLogin(`nobody-${i}@auth.test`, 'Wrong-passw0rd');
      const [wrongKnown, wrongUnknown] =
        i % 2 === 0 ? [await tryKnown(), await tryUnknown()] : await tryUnknown().then(async (unknownTry) => [await tryKnown(), unknownTry]);
      const right = await timeLogin(emails[i % ACCOUNTS]!, TEST_PASSWORD);
      if (wrongKnown.status !== 401 || wrongUnknown.status !== 401 || right.status !== 200) {
        throw new Error(`unexpected answers: ${wrongKnown.status}, ${wrongUnknown.status}, ${right.status}`);
      }
      known.push(wrongKnown.ms);
      unknown.push(wrongUnknown.ms);
      success.push(right.ms);
    }
    const ratio = median(unknown) / median(known);
    const isSimilar = ratio >= SIMILAR.low && ratio <= SIMILAR.high;
    const overHash = median(success) / median(hashOnly);
    console.log(`scrypt check alone (baseline)        median ${median(hashOnly).toFixed(1)} ms (${TRIES} tries)`);
    console.log(
      `password sign-in, right password     median ${median(success).toFixed(1)} ms; sign-in / scrypt alone ` +
        `${overHash.toFixed(2)} (target <= ${SIGN_IN_OVER_HASH}): ${overHash <= SIGN_IN_OVER_HASH ? 'MET' : 'NOT MET'}`,
    );
    console.log(`wrong password, registered e-mail    median ${median(known).toFixed(1)} ms`);
    console.log(`wrong password, unknown e-mail       median ${median(unknown).toFixed(1)} ms`);
    console.log(
      `unknown / registered ratio           ${ratio.toFixed(2)} (target ${SIMILAR.low}–${SIMILAR.high}): ${isSimilar ? 'MET' : 'NOT MET'}`,
    );
  } finally {
    await server.close();
  }
}
