import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { RememberingRouter, ROUTER_CACHE_SIZE } from './app-router.ts';

/** The shape of the API's table that keeps SmartRouter off RegExpRouter, with middleware on /api/*. */
function table<T extends { add(method: string, path: string, handler: string): void }>(router: T): T {
  router.add('ALL', '/api/*', 'session');
  router.add('GET', '/api/health', 'health');
  router.add('GET', '/api/candidates/user/:userId', 'byUser');
  router.add('GET', '/api/candidates/:candidateId/potential-matches', 'matches');
  router.add('POST', '/api/replication/:collection/pull', 'pull');
  return router;
}

const handlersOf = (result: ReturnType<RememberingRouter<string>['match']>) => result[0].map(([handler]) => handler);

describe('the remembering router', () => {
  it('answers what SmartRouter answers, params included, for static, param and ambiguous paths', () => {
    const remembering = table(new RememberingRouter<string>());
    const smart = table(new SmartRouter<string>({ routers: [new RegExpRouter<string>(), new TrieRouter<string>()] }));
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['GET', '/api/candidates/user/potential-matches'],
      ['GET', '/api/candidates/c-1/potential-matches'],
      ['POST', '/api/replication/jobs/pull'],
      ['POST', '/api/replication/jobs/pull'],
      ['GET', '/api/nothing'],
    ] as const) {
      expect(remembering.match(method, path)).toEqual(smart.match(method, path));
    }
    expect(handlersOf(remembering.match('GET', '/api/candidates/user/potential-matches'))).toEqual(['session', 'byUser', 'matches']);
    // The table really is one RegExpRouter refuses: without the trie there would be nothing to remember.
    expect(remembering.name).toBe('Remembering(SmartRouter)');
  });

  it('walks the table once per method and path, and keeps a bounded number of paths', () => {
    let walks = 0;
    const trie = new TrieRouter<string>();
    const counting = { name: 'counting', add: trie.add.bind(trie), match: (m: string, p: string) => (walks++, trie.match(m, p)) };
    const router = table(new RememberingRouter<string>(counting));
    const first = router.match('POST', '/api/replication/jobs/pull');
    expect(router.match('POST', '/api/replication/jobs/pull')).toBe(first);
    router.match('GET', '/api/replication/jobs/pull');
    router.match('POST', '/api/replication/files/pull');
    expect(walks).toBe(3);
    for (let i = 0; i < ROUTER_CACHE_SIZE + 10; i++) router.match('GET', `/api/candidates/id-${i}/potential-matches`);
    walks = 0;
    router.match('GET', '/api/candidates/id-0/potential-matches');
    // The oldest was let go and is walked again; the newest is still remembered.
    router.match('GET', `/api/candidates/id-${ROUTER_CACHE_SIZE + 9}/potential-matches`);
    expect(walks).toBe(1);
  });
});
