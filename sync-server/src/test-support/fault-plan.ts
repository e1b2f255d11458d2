/**
 * The faults of one convergence run (convergence-run.ts), chosen from its seed: each class is on or off, and
 * while on, fires at random. A fault random stream of its own (from the seed) leaves the scenario's stream as
 * it was, so a run without faults is the very run the seed always named. The faults are what a real network
 * and device produce: requests lost on the way (never reached the server), answers lost on the way back (the
 * server committed), answers late (a pull lands while a push of the same document is on its way), the live
 * stream cut and reconnected, the server dying mid-push (the rows it decided committed, no answer) and down for
 * a while, a device offline, its clock hours off, another tab taking over replication, its session ending and
 * signed in again. Delays are real milliseconds: which call overtakes which is the machine's, not the seed's.
 */
import type { DeviceFaults, RxDevice } from './rx-device.ts';
import { createSeededRandom } from './seeded-random.ts';

export const FAULT_CLASSES = ['drop-request', 'drop-answer', 'delay', 'stream-cut', 'server-crash', 'clock-skew', 'leader-change', 'session-end'] as const;
export type FaultClass = (typeof FAULT_CLASSES)[number];

// Stretches every delay (the draws stay the seed's): the same scenario meets other interleavings (scripts/soak.ts).
const SCALE = Number(process.env.FAULT_DELAY_SCALE ?? 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms * SCALE));

/** Faults on for a seed: each class with even odds, at least one. `none` turns them all off (the pinned base runs). */
export function faultClassesOf(seed: number): FaultClass[] {
  const random = createSeededRandom(seed ^ 0x5eed_f00d);
  const on = FAULT_CLASSES.filter(() => random.next() < 0.5);
  return on.length > 0 ? on : [FAULT_CLASSES[Math.floor(random.next() * FAULT_CLASSES.length)]!];
}

export function createFaultPlan(seed: number, classes: readonly FaultClass[]) {
  const random = createSeededRandom(seed ^ 0x0fa7_1735);
  const has = (c: FaultClass) => classes.includes(c);
  let serverDown = false;
  const realNow = Date.now;
  const lost = () => new TypeError('Failed to fetch');
  const deviceFaults = (): DeviceFaults => ({
    async beforeRequest() {
      if (serverDown) throw lost();
      if (has('delay') && random.next() < 0.3) await sleep(1 + random.next() * 40);
      if (has('drop-request') && random.next() < 0.1) throw lost();
    },
    async afterAnswer() {
      if (has('delay') && random.next() < 0.3) await sleep(1 + random.next() * 60);
      if (has('drop-answer') && random.next() < 0.1) throw lost();
    },
    crashAfter(rows) {
      return has('server-crash') && random.next() < 0.08 ? Math.floor(random.next() * (rows + 1)) : null;
    },
  });
  /** Devices signed out by a session-end fault, with the step they sign in again at. */
  const signedOut = new Map<RxDevice, number>();
  return {
    classes,
    /** The server is down: no device can sync now (RxDB retries until it is back). */
    get serverDown() {
      return serverDown;
    },
    arm(devices: RxDevice[]) {
      for (const d of devices) d.faults = deviceFaults();
    },
    /** Before each scenario step: faults that come and go (down windows, cut streams, skewed clocks, new leaders). */
    async step(step: number, devices: RxDevice[], signIn: (d: RxDevice) => Promise<void>) {
      if (has('server-crash')) serverDown = serverDown ? random.next() < 0.5 : random.next() < 0.04;
      if (has('clock-skew') && random.next() < 0.1) {
        const skew = (random.next() < 0.5 ? -1 : 1) * Math.floor(1 + random.next() * 6) * 3_600_000;
        Date.now = () => realNow() + skew;
      }
      for (const d of devices) {
        if (has('stream-cut') && random.next() < 0.06) d.streamCut = !d.streamCut;
        // A new leader's first sync must reach the server before it counts as started.
        if (has('leader-change') && random.next() < 0.03 && d.reachable && !serverDown) await d.changeLeader();
        if ((signedOut.get(d) ?? Infinity) <= step) {
          if (!serverDown) {
            signedOut.delete(d);
            await signIn(d);
          }
        } else if (has('session-end') && !d.signedOut && random.next() < 0.02) {
          await d.signOut();
          signedOut.set(d, step + 1 + Math.floor(random.next() * 5));
        }
      }
    },
    /** Everything heals: the network, the server, the streams, the clock, the sessions. */
    async heal(devices: RxDevice[], signIn: (d: RxDevice) => Promise<void>) {
      serverDown = false;
      Date.now = realNow;
      for (const d of devices) {
        d.faults = {};
        d.streamCut = false;
        if (d.signedOut) await signIn(d);
      }
      signedOut.clear();
    },
  };
}
export type FaultPlan = ReturnType<typeof createFaultPlan>;
