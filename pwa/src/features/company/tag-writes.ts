/**
 * Tagging candidates (issue 48). A candidate's tags are the same on each of their applications to the company,
 * so a change is written onto all of them as one local write (db/writes.ts patchEach): it shows at once, queues
 * offline and goes out in one push, where the server checks it, creates a tag made offline (or maps it onto
 * the company's tag of that name) and writes the candidate's set back onto every application. A candidate
 * without applications is tagged over REST (online only).
 */
import { sameTags } from '@shared/rules/company-tags.ts';
import type { Application } from '@shared/schemas/application.ts';
import type { ApplicationTag } from '@shared/schemas/company-tags.ts';
import { patchEach } from '../../db/writes.ts';

export type TagChange = (tags: readonly ApplicationTag[] | undefined) => ApplicationTag[];

/** The ids of every application on the device of the given candidates (the company's copy). */
export function applicationsOfCandidates(all: readonly Application[], candidateIds: Iterable<string>): string[] {
  const wanted = new Set(candidateIds);
  return all.filter((application) => wanted.has(application.candidateId)).map((application) => application.id);
}

/**
 * Apply `change` to the tags of these applications, as one local write; the ones it leaves as they are are not
 * written. Answers the ids written.
 */
export async function writeApplicationTags(applicationIds: readonly string[], change: TagChange, now = new Date()): Promise<string[]> {
  return patchEach('applications', applicationIds, (stored) => {
    const next = change(stored.tags);
    return sameTags(next, stored.tags) ? null : { tags: next, updatedAt: now.toISOString() };
  });
}
