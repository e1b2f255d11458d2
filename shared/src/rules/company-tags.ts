/**
 * The company's tags on candidates (issue 48) as plain functions: adding and removing one on a candidate's
 * set, a tag created on the device (offline too), and what a candidate carries from the company's list and
 * the tags on their applications. The PWA writes with these; nothing here reads the clock.
 */
import type { ApplicationTag, CompanyTag, TagColour } from '../schemas/company-tags.ts';
import { TAG_LIMITS } from '../schemas/company-tags.ts';

/** The set with `tag` added (once: by id, or by the same name, any case), in name order; unchanged at the cap. */
export function withTag(tags: readonly ApplicationTag[] | undefined, tag: ApplicationTag): ApplicationTag[] {
  const list = [...(tags ?? [])];
  const key = tagKey(tag.name);
  if (list.some((t) => t.id === tag.id || tagKey(t.name) === key)) return sortTags(list);
  if (list.length >= TAG_LIMITS.perCandidate) return sortTags(list);
  return sortTags([...list, { id: tag.id, name: tag.name, colour: tag.colour }]);
}

/** The set without the tag of `tagId`. */
export function withoutTag(tags: readonly ApplicationTag[] | undefined, tagId: string): ApplicationTag[] {
  return sortTags((tags ?? []).filter((t) => t.id !== tagId));
}

/** Whether two sets name the same tags (ids, names and colours), whatever their order. */
export function sameTags(a: readonly ApplicationTag[] | undefined, b: readonly ApplicationTag[] | undefined): boolean {
  const key = (list: readonly ApplicationTag[] | undefined) =>
    JSON.stringify(sortTags([...(list ?? [])]).map((t) => [t.id, t.name, t.colour]));
  return key(a) === key(b);
}

/** Names compared as a person reads them: trimmed, any case, composed the same way. */
export function tagKey(name: string): string {
  return name.trim().normalize('NFC').toLocaleLowerCase();
}

function sortTags(list: ApplicationTag[]): ApplicationTag[] {
  return list.sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The tag to put on a card for a typed name: the company's tag of that name when there is one (so two
 * spellings never make two tags), else a new tag with a fresh id the server will create or map on push.
 */
export function tagForName(name: string, colour: TagColour, known: readonly ApplicationTag[], newId: () => string): ApplicationTag {
  const trimmed = name.trim();
  const existing = known.find((t) => tagKey(t.name) === tagKey(trimmed));
  return existing ? { id: existing.id, name: existing.name, colour: existing.colour } : { id: newId(), name: trimmed, colour };
}

/**
 * A candidate's tags in the company: the server's list for them (`candidateTags`, ids of `tags`) joined with the
 * tags on their applications on the device (newer when written offline), once each, in name order. A tag an
 * application names that the list has renamed or recoloured draws as the list has it.
 */
export function candidateTagsOf(
  candidateId: string,
  list: { tags: readonly CompanyTag[]; candidateTags: Readonly<Record<string, readonly string[]>> } | null,
  applications: readonly { candidateId: string; tags?: readonly ApplicationTag[] }[],
): ApplicationTag[] {
  const byId = new Map((list?.tags ?? []).map((t) => [t.id, t]));
  const own = applications.filter((a) => a.candidateId === candidateId);
  const found = new Map<string, ApplicationTag>();
  const add = (tag: ApplicationTag) => {
    const current = byId.get(tag.id);
    found.set(tag.id, current ? { id: current.id, name: current.name, colour: current.colour } : tag);
  };
  if (own.some((a) => a.tags !== undefined)) {
    // The applications carry the candidate's whole set (the newest write wins on the device).
    for (const application of own) for (const tag of application.tags ?? []) add(tag);
  } else {
    for (const id of list?.candidateTags[candidateId] ?? []) {
      const tag = byId.get(id);
      if (tag) add(tag);
    }
  }
  return sortTags([...found.values()]);
}

/**
 * The company's tags a picker offers: the list, plus tags seen on the device's applications that the list does
 * not hold yet (created offline, not pushed), once each by id, in name order.
 */
export function knownTags(list: readonly CompanyTag[] | null, applications: readonly { tags?: readonly ApplicationTag[] }[]): ApplicationTag[] {
  const found = new Map<string, ApplicationTag>();
  for (const tag of list ?? []) found.set(tag.id, { id: tag.id, name: tag.name, colour: tag.colour });
  for (const application of applications)
    for (const tag of application.tags ?? []) if (!found.has(tag.id) && ![...found.values()].some((t) => tagKey(t.name) === tagKey(tag.name))) found.set(tag.id, tag);
  return sortTags([...found.values()]);
}

/**
 * An application's tags as the company's list names them now (a rename or recolour shows at once, before the
 * server has rewritten the applications); a tag the list does not hold draws as the application has it.
 */
export function currentTags(tags: readonly ApplicationTag[] | undefined, list: readonly CompanyTag[] | null | undefined): ApplicationTag[] {
  if (!tags || tags.length === 0) return [];
  const byId = new Map((list ?? []).map((t) => [t.id, t]));
  return sortTags(
    tags.map((tag) => {
      const now = byId.get(tag.id);
      return now ? { id: tag.id, name: now.name, colour: now.colour } : { id: tag.id, name: tag.name, colour: tag.colour };
    }),
  );
}

/**
 * What the applications know of the company's tags that the list does not: a tag whose name or colour differs
 * (renamed by a teammate: the server rewrote the applications, which arrived live) or that the list lacks
 * (made elsewhere). Answers a key of those differences, or null when the list holds all of them as they are;
 * a device reads the list again once per new key, so a stale list follows its applications without a loop.
 */
export function tagListBehind(list: readonly CompanyTag[] | null | undefined, applications: readonly { tags?: readonly ApplicationTag[] }[]): string | null {
  const byId = new Map((list ?? []).map((t) => [t.id, t]));
  const differences = new Set<string>();
  for (const application of applications)
    for (const tag of application.tags ?? []) {
      const known = byId.get(tag.id);
      if (!known || known.name !== tag.name || known.colour !== tag.colour) differences.add(`${tag.id}\u0000${tag.name}\u0000${tag.colour}`);
    }
  return differences.size ? [...differences].sort().join('\u0001') : null;
}
