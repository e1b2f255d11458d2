/**
 * The company's tags over /api/company/tags (a server table, not replicated; issue 48). The list is cached on
 * the device (use-tags.ts) so tags draw offline; changing the list needs a connection. Tagging a candidate
 * who has applications is a local write of those applications instead (tag-writes.ts), which works offline.
 */
import {
  candidateTagsUpdateSchema,
  companyTagSchema,
  tagFormSchema,
  tagListResponseSchema,
  tagPatchSchema,
  type CompanyTag,
  type TagForm,
  type TagListResponse,
} from '@shared/schemas/company-tags.ts';
import { apiFetch } from '../../sync/api.ts';

const BASE = '/api/company/tags';
const one = (answer: unknown): CompanyTag | undefined => {
  const parsed = companyTagSchema.safeParse((answer as { tag?: unknown } | undefined)?.tag ?? answer);
  return parsed.success ? parsed.data : undefined;
};

export async function fetchTags(signal?: AbortSignal): Promise<TagListResponse> {
  return tagListResponseSchema.parse(await apiFetch<unknown>(BASE, { signal }));
}
export async function createTag(form: TagForm): Promise<CompanyTag | undefined> {
  return one(await apiFetch<unknown>(BASE, { method: 'POST', body: tagFormSchema.parse(form) }));
}
export async function updateTag(id: string, patch: Partial<TagForm>): Promise<CompanyTag | undefined> {
  return one(await apiFetch<unknown>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PATCH', body: tagPatchSchema.parse(patch) }));
}
export async function deleteTag(id: string): Promise<void> {
  await apiFetch<unknown>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
/** A candidate's whole set of the company's tags (for one without applications to the company). */
export async function putCandidateTags(candidateId: string, tagIds: string[]): Promise<void> {
  await apiFetch<unknown>(`/api/company/candidates/${encodeURIComponent(candidateId)}/tags`, { method: 'PUT', body: candidateTagsUpdateSchema.parse({ tagIds }) });
}
