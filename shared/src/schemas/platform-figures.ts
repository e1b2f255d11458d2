/**
 * The marketplace's own figures, counted by the server (decisions.md, Matching you can trust: only figures the
 * server computes): what the landing and how-it-works pages show in place of advertising statistics.
 */
import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';

/** GET /api/figures: counts of the whole marketplace at `computedAt`. */
export const platformFiguresSchema = z.object({
  /** Jobs open to applications (active, not deleted). */
  openJobs: z.number().int().min(0),
  /** Company profiles. */
  companies: z.number().int().min(0),
  /** Candidate profiles. */
  candidates: z.number().int().min(0),
  /** Applications whose status is hired. */
  hires: z.number().int().min(0),
  computedAt: isoDateTimeSchema,
});
export type PlatformFigures = z.infer<typeof platformFiguresSchema>;
