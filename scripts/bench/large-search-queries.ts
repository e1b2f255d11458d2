/**
 * Varied, realistic searches for the large-marketplace benchmark, drawn from the marketplace itself: words of
 * real job titles, skills people list, the cities they are in, with the filters /advanced-search offers, each
 * as the query string the PWA sends (toSearchParams).
 */
import type postgres from 'postgres';
import { EXPERIENCE_LEVELS, SEARCH_WORK_AUTHORIZATIONS } from '@shared/catalog.ts';
import { JOB_TYPES } from '@shared/schemas/common.ts';
import { toSearchParams, type SearchFiltersInput, type SearchType } from '@shared/schemas/search-filters.ts';

interface Sample {
  title: string;
  location: string;
  skills: string[];
}

/** Documents spread over the table (a block sample, not the first rows written). */
async function sampleDocs(sql: postgres.Sql, table: 'jobs' | 'candidates', size: number, seed: number): Promise<Sample[]> {
  const columns = sql`doc->>'title' as title, doc->>'location' as location, doc->'skills' as skills`;
  let rows = await sql<Sample[]>`
    select ${columns} from ${sql(table)} tablesample system (1) repeatable (${seed}) where public_scope is not null limit ${size}`;
  // A small table has too few pages for a 1 % sample: take it all.
  if (rows.length < size / 2) rows = await sql<Sample[]>`select ${columns} from ${sql(table)} where public_scope is not null limit ${size}`;
  return rows.filter((r) => r.title && r.location && Array.isArray(r.skills));
}

/** A title's main word: 'Senior Data Engineer' gives 'Engineer' or 'Data', as people type. */
function titleWord(title: string, i: number): string {
  const words = title.split(/\s+/).filter((w) => w.length > 3 && !/^(senior|junior|lead|principal|staff|head)$/i.test(w));
  return words[i % Math.max(1, words.length)] ?? title;
}

function jobSearches(samples: Sample[]): SearchFiltersInput[] {
  return samples.map((s, i): SearchFiltersInput => {
    switch (i % 6) {
      case 0: return { query: titleWord(s.title, i) };
      case 1: return { query: titleWord(s.title, i), location: s.location };
      case 2: return { skills: s.skills.slice(0, 2) };
      case 3: return { query: s.skills[0] ?? '', remote: true };
      case 4: return { location: s.location, jobType: JOB_TYPES[i % JOB_TYPES.length], experienceLevel: EXPERIENCE_LEVELS[i % EXPERIENCE_LEVELS.length] };
      default: return { query: titleWord(s.title, i), salaryRange: [40_000 + (i % 5) * 20_000, 200_000] };
    }
  });
}

function candidateSearches(samples: Sample[]): SearchFiltersInput[] {
  return samples.map((s, i): SearchFiltersInput => {
    switch (i % 4) {
      case 0: return { query: titleWord(s.title, i) };
      case 1: return { skills: s.skills.slice(0, 2), location: s.location };
      case 2: return { query: s.skills[0] ?? '', visaStatus: SEARCH_WORK_AUTHORIZATIONS[i % SEARCH_WORK_AUTHORIZATIONS.length] };
      default: return { query: titleWord(s.title, i), location: s.location };
    }
  });
}

/**
 * Paths of GET /api/search: job searches for candidates, candidate searches for employers. Another `seed` samples
 * other documents (searches not asked before, for a first page that finds no kept pool).
 */
export async function searchPaths(sql: postgres.Sql, count: number, seed = 18): Promise<Record<SearchType, string[]>> {
  const toPath = (type: SearchType) => (filters: SearchFiltersInput) =>
    `/api/search?${new URLSearchParams({ ...toSearchParams(type, filters), limit: '20' })}`;
  return {
    jobs: jobSearches(await sampleDocs(sql, 'jobs', count, seed)).map(toPath('jobs')),
    candidates: candidateSearches(await sampleDocs(sql, 'candidates', count, seed)).map(toPath('candidates')),
  };
}
