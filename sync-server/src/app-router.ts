/**
 * The app's router: Hono's SmartRouter with each answer remembered per method and path. With the API's route
 * table SmartRouter cannot use its fast RegExpRouter (GET /api/candidates/user/:userId and
 * /api/candidates/:candidateId/... both match /api/candidates/user/x, an ambiguity RegExpRouter refuses) and
 * falls back to TrieRouter, which walks the table on every request: 13-60 µs a match here against 0.2-3 µs,
 * a large part of a small request. Devices send the same few paths again and again (health, each collection's
 * pull and push, the stream), so a bounded LRU keeps their answers; an unknown path costs one trie walk, as
 * before. A match result is read, never changed, by Hono (RegExpRouter hands out one object per static path too).
 */
import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { LRUCache } from 'lru-cache';

/** Paths remembered; ids in paths (a job's, a file's) make more keys than routes, so the least used go. */
export const ROUTER_CACHE_SIZE = 2000;

export class RememberingRouter<T> implements Router<T> {
  readonly name: string;
  private readonly cache = new LRUCache<string, Result<T>>({ max: ROUTER_CACHE_SIZE });

  constructor(private readonly inner: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter<T>(), new TrieRouter<T>()] })) {
    this.name = `Remembering(${inner.name})`;
  }

  add(method: string, path: string, handler: T): void {
    this.cache.clear();
    this.inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let result = this.cache.get(key);
    if (result === undefined) {
      result = this.inner.match(method, path);
      this.cache.set(key, result);
    }
    return result;
  }
}
