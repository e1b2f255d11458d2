/**
 * The filter sets of /advanced-search (spec section 3, option lists of section 5) and /find-talent (bands of
 * section 9), and their query-string form for GET /api/search: arrays comma-joined, salaryRange as JSON.
 */
import { z } from 'zod';
import {
  COMPANY_SIZES,
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  SEARCH_WORK_AUTHORIZATIONS,
  TALENT_EXPERIENCE_BANDS,
  TALENT_SALARY_BANDS,
  type ExperienceBandId,
  type SalaryBandId,
} from '../catalog.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { JOB_TYPES } from './common.ts';
import { optionalText, skillListSchema } from './form-fields.ts';
import { ANY_BAND, JOB_SORTS, POSTED_WITHIN_VALUES, SEARCH_TYPES, toSearchParams, type SearchType } from './search-params.ts';

// Re-exported: the server and the schema tests read them from here.
export { ANY_BAND, JOB_SORTS, POSTED_WITHIN_VALUES, SEARCH_TYPES, toSearchParams, type SearchType };

/** A salary range `[min, max]` in dollars a year, lower end first. */
export const salaryRangeSchema = z
  .tuple(
    [
      z.number(M.salaryRangeInvalid).min(0, M.salaryRangeInvalid),
      z.number(M.salaryRangeInvalid).min(0, M.salaryRangeInvalid),
    ],
    M.salaryRangeInvalid,
  )
  .refine(([min, max]) => min <= max, M.salaryRangeInvalid);

/** The advanced-search filter set; every filter is optional and an empty one does not filter. */
export const searchFiltersSchema = z.object({
  query: optionalText(200, 'Search').default(''),
  location: optionalText(200, 'Location').default(''),
  salaryRange: salaryRangeSchema.optional(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).optional(),
  skills: skillListSchema.default([]),
  visaStatus: z.enum(SEARCH_WORK_AUTHORIZATIONS).optional(),
  remote: z.boolean().optional(),
  education: z.enum(EDUCATION_LEVELS).optional(),
  companySize: z.enum(COMPANY_SIZES).optional(),
  jobType: z.enum(JOB_TYPES).optional(),
  /** Jobs posted within this window before the search's `now` (jobs only). */
  postedWithin: z.enum(POSTED_WITHIN_VALUES).optional(),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;
export type SearchFiltersInput = z.input<typeof searchFiltersSchema>;

function parseJson(value: string, ctx: z.RefinementCtx): unknown {
  try {
    return JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: M.salaryRangeInvalid });
    return z.NEVER;
  }
}

/** GET /api/search's query parameters, read back into a type and a filter set (the reverse of `toSearchParams`). */
export const searchQuerySchema = z
  .object({
    type: z.enum(SEARCH_TYPES),
    query: z.string().optional(),
    location: z.string().optional(),
    salaryRange: z.string().transform(parseJson).pipe(salaryRangeSchema).optional(),
    experienceLevel: z.string().optional(),
    skills: z
      .string()
      .transform((value) => value.split(','))
      .optional(),
    visaStatus: z.string().optional(),
    remote: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    education: z.string().optional(),
    companySize: z.string().optional(),
    jobType: z.string().optional(),
    postedWithin: z.string().optional(),
  })
  .transform(({ type, ...filters }) => ({ type, filters }))
  .pipe(z.object({ type: z.enum(SEARCH_TYPES), filters: searchFiltersSchema }));
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A page of GET /api/search: 20 results unless asked, at most 50. */
export const SEARCH_PAGE_DEFAULT = 20;
export const SEARCH_PAGE_MAX = 50;

/** The paging half of GET /api/search's query: `limit` 1-50, and the opaque `cursor` of a `Link: rel="next"` header. */
export const searchPageSchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${SEARCH_PAGE_MAX}.`)
    .transform(Number)
    .pipe(z.number().min(1).max(SEARCH_PAGE_MAX))
    .default(SEARCH_PAGE_DEFAULT),
  cursor: z.string().min(1).max(2000).optional(),
  /** The order of job results (rules/job-order.ts): best match unless asked; candidates are always by match. */
  sort: z.enum(JOB_SORTS).default('match'),
});

/**
 * What a search cursor holds once decoded (the server makes and reads it; clients pass it on untouched): the
 * last result's order value (a score, -1 for none, or a salary's top end), tie-break (posted time or name) and id.
 */
export const searchCursorSchema = z.object({
  s: z.number().finite().min(-1),
  t: z.union([z.number().finite(), z.string().max(1000)]),
  i: z.string().min(1).max(1000),
});

/** GET /api/search's whole query: the search, then the page. */
export const searchRequestSchema = searchPageSchema.and(searchQuerySchema);


const experienceBandIds = [ANY_BAND, ...TALENT_EXPERIENCE_BANDS.map((band) => band.id)] as [
  typeof ANY_BAND,
  ...ExperienceBandId[],
];
const salaryBandIds = [ANY_BAND, ...TALENT_SALARY_BANDS.map((band) => band.id)] as [typeof ANY_BAND, ...SalaryBandId[]];

/** The /find-talent filters: a search box, an experience band and a salary band. */
export const talentFiltersSchema = z.object({
  query: optionalText(200, 'Search').default(''),
  experienceBand: z.enum(experienceBandIds).default(ANY_BAND),
  salaryBand: z.enum(salaryBandIds).default(ANY_BAND),
});
export type TalentFilters = z.infer<typeof talentFiltersSchema>;
