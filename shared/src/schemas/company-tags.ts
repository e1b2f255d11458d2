/**
 * The company's tags on candidates (issue 48): each company keeps its own list (a name and a colour), and a
 * candidate carries the company's tags across all of their applications to it. The list lives in a server
 * table read over REST (GET /api/company/tags) and cached on the device; which candidate carries which tags is
 * the server's `company_candidate_tags`, projected onto each of the company's applications as `tags` (the
 * company's copy only, never the candidate's), so tagging from the board works offline like any pushed write:
 * a device may push an application whose `tags` name a tag the server does not know yet (created offline, a
 * fresh UUID with its name and colour), and the server creates it, or maps it onto the company's tag of the
 * same name, so two devices creating one tag offline converge on one.
 */
import { z } from 'zod';
import { TAG_TEXTS as T, maxLengthMessage } from '../messages.ts';
import { idSchema } from './common.ts';

/** The colours a tag may have: named, each drawn with a contrast-checked pair in the PWA. */
export const TAG_COLOURS = ['grey', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink'] as const;
export const tagColourSchema = z.enum(TAG_COLOURS);
export type TagColour = z.infer<typeof tagColourSchema>;

/** Caps: a tag's name, the tags of one company, the tags on one candidate. */
export const TAG_LIMITS = { name: 40, perCompany: 200, perCandidate: 20 } as const;

/** Whether a name holds a control character (a newline, a tab, NUL, DEL): a tag is one line of text. */
function hasControlCharacter(name: string): boolean {
  for (const ch of name) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A tag's name as a person types it: one line, trimmed, 1 to 40 characters. */
export const tagNameSchema = z
  .string()
  .trim()
  .min(1, T.nameRequired)
  .max(TAG_LIMITS.name, maxLengthMessage('Tag name', TAG_LIMITS.name))
  .refine((name) => !hasControlCharacter(name), T.nameOneLine);

/** Creating or changing a tag (POST /api/company/tags, PATCH /api/company/tags/{tagId}). */
export const tagFormSchema = z.object({ name: tagNameSchema, colour: tagColourSchema });
export type TagForm = z.infer<typeof tagFormSchema>;
/** A change may name either field alone. */
export const tagPatchSchema = tagFormSchema.partial().refine((patch) => patch.name !== undefined || patch.colour !== undefined, T.nothingToChange);

/** A tag as an application carries it: enough to draw it offline. */
export const applicationTagSchema = z.object({ id: idSchema, name: z.string().max(TAG_LIMITS.name), colour: tagColourSchema });
export type ApplicationTag = z.infer<typeof applicationTagSchema>;
/** The tags on one application (the candidate's tags in that company). */
export const applicationTagListSchema = z.array(applicationTagSchema).max(TAG_LIMITS.perCandidate);

/** A tag as the company's list answers it. */
export const companyTagSchema = applicationTagSchema.extend({
  /** How many candidates carry it now. */
  candidateCount: z.number().int().min(0),
  updatedAt: z.string(),
});
export type CompanyTag = z.infer<typeof companyTagSchema>;

/**
 * GET /api/company/tags: the list, and which candidates carry which tags (candidate id -> tag ids), so Find
 * Talent can show and filter the tags of candidates who never applied, and a device can draw them offline.
 */
export const tagListResponseSchema = z.object({
  tags: z.array(companyTagSchema),
  candidateTags: z.record(z.string(), z.array(z.string())),
});
export type TagListResponse = z.infer<typeof tagListResponseSchema>;

/** PUT /api/company/candidates/{candidateId}/tags: the candidate's whole set of the company's tags. */
export const candidateTagsUpdateSchema = z.object({
  tagIds: z
    .array(idSchema)
    .max(TAG_LIMITS.perCandidate, T.tooManyOnCandidate(TAG_LIMITS.perCandidate))
    .refine((ids) => new Set(ids).size === ids.length, T.repeatedTag),
});
export type CandidateTagsUpdate = z.infer<typeof candidateTagsUpdateSchema>;

/** The answer of PUT /api/company/candidates/{candidateId}/tags: the candidate's tags as now stored. */
export const candidateTagsResponseSchema = z.object({ candidateId: z.string(), tags: applicationTagListSchema });
export type CandidateTagsResponse = z.infer<typeof candidateTagsResponseSchema>;
