/**
 * Interview scorecards (issue 49, decisions.md): per attribute a rating on a 5-point scale with an optional
 * comment, an overall recommendation and notes, by the member who ran the interview. Private to the company.
 */
import { z } from 'zod';
import { maxLengthMessage } from '../messages.ts';
import { idSchema, isoDateTimeSchema } from './common.ts';

/** At most this many attributes on a job's scorecard. */
export const SCORECARD_MAX_ATTRIBUTES = 12;

/** The 5-point scale, 1 to 5. */
export const SCORECARD_RATING_LABELS = ['Strong no', 'No', 'Mixed', 'Yes', 'Strong yes'] as const;
const ratingSchema = z.number().int().min(1, 'Choose a rating').max(5, 'Choose a rating');

/** A job's scorecard attributes: distinct names, at most twelve. */
export const scorecardAttributesSchema = z
  .array(z.string().trim().min(1, 'An attribute needs a name').max(80, maxLengthMessage('Attribute', 80)))
  .min(1, 'Add at least one attribute')
  .max(SCORECARD_MAX_ATTRIBUTES, `At most ${SCORECARD_MAX_ATTRIBUTES} attributes`)
  .refine((names) => new Set(names.map((n) => n.toLowerCase())).size === names.length, 'Each attribute only once');

/** What a member fills in: a rating (and comment) per attribute, the overall recommendation and notes. */
export const scorecardFormSchema = z.object({
  ratings: z
    .array(z.object({ attribute: z.string().trim().min(1).max(80), rating: ratingSchema, comment: z.string().trim().max(1000, maxLengthMessage('Comment', 1000)).optional() }))
    .min(1)
    .max(SCORECARD_MAX_ATTRIBUTES),
  recommendation: ratingSchema,
  notes: z.string().trim().max(5000, maxLengthMessage('Notes', 5000)).optional(),
});
export type ScorecardForm = z.infer<typeof scorecardFormSchema>;

/** A submitted scorecard: the form plus its author and time, set by the server. */
export const scorecardSchema = scorecardFormSchema.extend({
  authorUserId: idSchema,
  authorName: z.string().max(200),
  submittedAt: isoDateTimeSchema,
});
export type Scorecard = z.infer<typeof scorecardSchema>;
