/**
 * One page of GET /api/search, read through the app's API helper and checked item by item against the shared
 * schemas: an item this app version cannot read (a newer server) is left out rather than breaking the list.
 */
import { z } from 'zod';
import { candidateSchema, type Candidate } from '@shared/schemas/candidate.ts';
import { jobSchema, type Job } from '@shared/schemas/job.ts';
import { apiFetchWithHeaders } from '../../sync/api.ts';
import { readNextLink, type ServerPage } from './server-search.ts';

/** A result from the server: the document as this user may see it, and the match score the device would show. */
export interface ServerResult<T> {
  id: string;
  doc: T;
  matchScore: number | undefined;
}

const scoreSchema = z.object({ matchScore: z.number().min(0).max(100).nullable().optional() });

/** The items of an answer body that pass the schema, with their scores (null or absent: no score). */
export function readServerItems<T extends { id: string }>(body: unknown, schema: z.ZodType<T>): ServerResult<T>[] {
  if (!Array.isArray(body)) return [];
  const results: ServerResult<T>[] = [];
  for (const item of body) {
    const doc = schema.safeParse(item);
    if (!doc.success) continue;
    const score = scoreSchema.safeParse(item);
    results.push({ id: doc.data.id, doc: doc.data, matchScore: score.success ? (score.data.matchScore ?? undefined) : undefined });
  }
  return results;
}

async function fetchPage<T extends { id: string }>(
  path: string,
  signal: AbortSignal,
  schema: z.ZodType<T>,
): Promise<ServerPage<ServerResult<T>>> {
  const { body, headers } = await apiFetchWithHeaders<unknown>(path, { signal });
  return { items: readServerItems(body, schema), next: readNextLink(headers.get('link'), location.origin) };
}

export const fetchJobPage = (path: string, signal: AbortSignal) => fetchPage<Job>(path, signal, jobSchema);
export const fetchCandidatePage = (path: string, signal: AbortSignal) => fetchPage<Candidate>(path, signal, candidateSchema);
