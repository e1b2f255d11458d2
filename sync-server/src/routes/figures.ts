/**
 * GET /api/figures: the marketplace's counts for the public landing and how-it-works pages. Anyone may ask,
 * so the answer is computed at most once a FIGURES_TTL_MS per instance and shared; a few seconds' staleness
 * is nothing on a marketing page, and a burst of visitors costs four counts, not four per visitor.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { PlatformFigures } from '@shared/schemas/platform-figures.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { queryRows, type Queryable } from '../db/client.ts';
import { describeRoute } from '../openapi/route-docs.ts';
import { platformFiguresSchema } from '@shared/schemas/platform-figures.ts';

/** How long one count serves everyone. */
export const FIGURES_TTL_MS = 60_000;

async function countFigures(q: Queryable, now: Date): Promise<PlatformFigures> {
  const [row] = await queryRows<Record<'openJobs' | 'companies' | 'candidates' | 'hires', string | number>>(
    q,
    sql`select
      (select count(*) from jobs where public_scope = 'all' and not deleted) as "openJobs",
      (select count(*) from employers where not deleted) as "companies",
      (select count(*) from candidates where not deleted) as "candidates",
      (select count(*) from applications where not deleted and doc->>'status' = 'hired') as "hires"`,
  );
  return {
    openJobs: Number(row!.openJobs),
    companies: Number(row!.companies),
    candidates: Number(row!.candidates),
    hires: Number(row!.hires),
    computedAt: now.toISOString(),
  };
}

export function figureRoutes(deps: AppDeps) {
  let cached: { at: number; figures: Promise<PlatformFigures> } | null = null;
  return new Hono<AppEnv>().get('/', describeRoute({ summary: "The marketplace's open jobs, companies, candidates and hires", tag: 'System', response: platformFiguresSchema }), async (c) => {
    const now = deps.now();
    if (!cached || now.getTime() - cached.at >= FIGURES_TTL_MS) {
      const figures = countFigures(deps.database.db, now);
      cached = { at: now.getTime(), figures };
      // A failed count is not kept: the next visitor asks again.
      figures.catch(() => {
        if (cached?.figures === figures) cached = null;
      });
    }
    return c.json(await cached.figures);
  });
}
