/**
 * GET /api/search (spec section 7): the whole marketplace searched with the device's filters and scores, a page
 * at a time. The query string is toSearchParams' (shared/src/schemas/search-filters.ts) plus `limit` and the
 * `cursor` of the previous page's `Link: <…>; rel="next"` header.
 */
import { Hono } from 'hono';
import pLimit from 'p-limit';
import { searchRequestSchema } from '@shared/schemas/search-filters.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { validQuery } from '../middleware/validate.ts';
import { describeRoute } from '../openapi/route-docs.ts';
import { createPoolCache } from '../search/pool-cache.ts';
import { createRankedSnapshots } from '../search/ranked-snapshots.ts';
import { searchMarketplace } from '../search/search-marketplace.ts';
import { searchResultsResponseSchema } from '@shared/schemas/api-responses.ts';

export function searchRoutes(deps: AppDeps) {
  const { db } = deps.database;
  // Admission: at most SEARCH_CONCURRENCY searches in the database at once, the others queued in order (env.ts says
  // why). Replication, messages and the rest never wait here: they keep the pool's other connections.
  const admitted = pLimit(deps.env.SEARCH_CONCURRENCY);
  const snapshots = createRankedSnapshots(() => deps.now().getTime());
  const pools = createPoolCache({ now: () => deps.now().getTime() });
  return new Hono<AppEnv>().use(requireViewer).get(
    '/',
    describeRoute({
      summary: 'Search all active jobs, or (employers) all candidate profiles open to employers; best match first (jobs: or `sort` newest or salary), paged by the Link header',
      tag: 'Search', response: { 200: searchResultsResponseSchema },
      answers: {
        200: 'The page: documents as replication shows them, each with `id` and `matchScore`',
        204: 'Nothing: the request was closed while it waited for its turn (SEARCH_CONCURRENCY), so nothing was searched',
        403: 'A candidate searching candidates: `forbidden`',
      },
    }),
    validQuery(searchRequestSchema),
    async (c) => {
      const { type, filters, limit, cursor, sort } = c.req.valid('query');
      // The PWA drops a search when the words change: one dropped while it waited is not run at all.
      const { signal } = c.req.raw;
      const page = await admitted(() =>
        signal.aborted ? null : searchMarketplace(db, c.var.viewer!, type, filters, { limit, cursor, snapshots, pools, sort }, deps.now()),
      );
      if (!page) return c.body(null, 204);
      if (page.next) {
        const url = new URL(c.req.url);
        url.searchParams.set('cursor', page.next);
        c.header('link', `<${url.pathname}${url.search}>; rel="next"`);
      }
      return c.json(page.items);
    },
  );
}
