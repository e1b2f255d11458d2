/**
 * The /pattern-auth screen: a pattern is an ordered list of distinct cells of the 4x4 grid (indexes 0-15), at
 * least 4 of them, sent as the indexes joined by '-'. Hashing and lock-out after wrong tries are the server's.
 */
import { z } from 'zod';
import { PATTERN_RULES } from '../catalog.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { emailField, userTypeField } from './form-fields.ts';

/** The cells picked, in order; an empty pattern asks for one ('Please provide email and create a pattern'). */
export const patternPointsSchema = patternPoints(M.patternMissing);
export type PatternPoints = z.infer<typeof patternPointsSchema>;

function patternPoints(missingMessage: string) {
  return z
    .array(
      z
        .number(M.patternPointInvalid)
        .int(M.patternPointInvalid)
        .min(0, M.patternPointInvalid)
        .max(PATTERN_RULES.cells - 1, M.patternPointInvalid),
    )
    .refine((points) => points.length > 0, missingMessage)
    .refine((points) => points.length === 0 || points.length >= PATTERN_RULES.minPoints, M.patternTooShort)
    .refine((points) => new Set(points).size === points.length, M.patternPointRepeated);
}

/** A pattern as sent and stored before hashing: `3-7-11-15`. */
export function serializePattern(points: readonly number[]): string {
  return points.join(PATTERN_RULES.separator);
}

/** The cells of a serialized pattern, or null when the text is not indexes joined by '-'. `''` is no cells. */
export function parsePattern(value: string): number[] | null {
  if (value === '') return [];
  const parts = value.split(PATTERN_RULES.separator);
  if (!parts.every((part) => /^\d{1,2}$/.test(part))) return null;
  return parts.map(Number);
}

/** A serialized pattern, held to the same rules as the cells it encodes. */
export const patternStringSchema = z.string(M.patternMissing).superRefine((value, ctx) => {
  const points = parsePattern(value);
  if (points === null) {
    ctx.addIssue({ code: 'custom', message: M.patternPointInvalid });
    return;
  }
  for (const issue of patternPointsSchema.safeParse(points).error?.issues ?? []) {
    ctx.addIssue({ code: 'custom', message: issue.message });
  }
});

/** How a confirmation compares with the first entry: equal, a different length, or same length in another order. */
export type PatternComparison = 'match' | 'length-mismatch' | 'sequence-mismatch';

/** Compares the confirm entry with the first one; a mismatch clears the confirm entry on screen. */
export function comparePatterns(first: readonly number[], confirm: readonly number[]): PatternComparison {
  if (first.length !== confirm.length) return 'length-mismatch';
  return first.every((point, i) => point === confirm[i]) ? 'match' : 'sequence-mismatch';
}

/** Create mode: e-mail, account type, the pattern and its confirmation (same length, same order). */
export const patternCreateFormSchema = z
  .object({
    email: emailField(M.emailInvalidPlease),
    userType: userTypeField,
    pattern: patternPointsSchema,
    confirmPattern: patternPoints(M.patternMissingRecreate),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPattern.length === 0) return;
    const comparison = comparePatterns(value.pattern, value.confirmPattern);
    if (comparison === 'match') return;
    const message = comparison === 'length-mismatch' ? M.patternLengthMismatch : M.patternMismatch;
    ctx.addIssue({ code: 'custom', message, path: ['confirmPattern'] });
  });
export type PatternCreateForm = z.infer<typeof patternCreateFormSchema>;

/** Login mode: e-mail and the pattern. */
export const patternLoginFormSchema = z.object({
  email: emailField(M.emailInvalidPlease),
  pattern: patternPointsSchema,
});
export type PatternLoginForm = z.infer<typeof patternLoginFormSchema>;
