/**
 * The company's tags over /api/company/tags (a server table, not replicated; issue 48), through the typed client.
 * The list is cached on the device (use-tags.ts) so tags draw offline; changing the list needs a connection.
 * Tagging a candidate who has applications is a local write of those applications instead (tag-writes.ts),
 * which works offline.
 */
import type { TagForm } from '@shared/schemas/company-tags.ts';
import { answer, api } from '../../sync/api-client.ts';

const tags = api.company.tags;
export const fetchTags = (signal?: AbortSignal) => answer(tags.$get({}, { init: { signal } }));
export const createTag = (form: TagForm) => answer(tags.$post({ json: form }));
export const updateTag = (tagId: string, patch: Partial<TagForm>) => answer(tags[':tagId'].$patch({ param: { tagId }, json: patch }));
export const deleteTag = (tagId: string) => answer(tags[':tagId'].$delete({ param: { tagId } }));
/** A candidate's whole set of the company's tags (for one without applications to the company). */
export const putCandidateTags = (candidateId: string, tagIds: string[]) =>
  answer(api.company.candidates[':candidateId'].tags.$put({ param: { candidateId }, json: { tagIds } }));
