/**
 * A tag of this test run, for names that journeys look up exactly. Every journey shares one server, and a
 * journey retried after a failure (in a new worker, so with a new tag) must not meet its first try's jobs.
 * Letters only: names and titles go through the same validation as a person's.
 */
export const RUN = Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
