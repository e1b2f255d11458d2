/**
 * Screening questions a job asks (issue 49, decisions.md) and a candidate's answers to them. The questions live
 * inside the job document and the answers inside the application document; whether answers pass is
 * rules/screening.ts, run by the apply dialog and again by the server.
 */
import { z } from 'zod';
import { SCREENING_RULES } from '../catalog.ts';
import { maxLengthMessage } from '../messages.ts';
import { idSchema } from './common.ts';

/** The kinds of question: yes/no, a number (with a unit and a minimum or maximum), one choice, several, short text. */
export const SCREENING_QUESTION_KINDS = ['yesNo', 'number', 'oneChoice', 'manyChoices', 'shortText'] as const;
/** A kind of screening question. */
export type ScreeningQuestionKind = (typeof SCREENING_QUESTION_KINDS)[number];

/** Labels of the kinds, for the job form. */
export const SCREENING_KIND_LABELS: Record<ScreeningQuestionKind, string> = {
  yesNo: 'Yes / no',
  number: 'Number',
  oneChoice: 'One choice',
  manyChoices: 'Several choices',
  shortText: 'Short text',
};

/** What an answer that does not meet a knockout does: flag the application (the default) or move it to Not Selected. */
export const SCREENING_KNOCKOUT_ACTIONS = ['flag', 'reject'] as const;
export const screeningKnockoutActionSchema = z.enum(SCREENING_KNOCKOUT_ACTIONS);
export type ScreeningKnockoutAction = z.infer<typeof screeningKnockoutActionSchema>;

const optionText = z.string().trim().min(1, 'An option cannot be empty').max(100, maxLengthMessage('Option', 100));

/**
 * One question. Kind-specific fields are optional and read only for their kind: `expectedAnswer` (yes/no),
 * `unit`, `min`, `max` (number), `options` and `acceptedOptions` (choices). A knockout needs something to
 * meet: the expected answer, a bound, or accepted options.
 */
export const screeningQuestionSchema = z
  .object({
    id: idSchema,
    kind: z.enum(SCREENING_QUESTION_KINDS),
    prompt: z.string().trim().min(1, 'Enter the question').max(300, maxLengthMessage('Question', 300)),
    required: z.boolean(),
    knockout: z.boolean(),
    expectedAnswer: z.boolean().optional(),
    unit: z.string().trim().max(30, maxLengthMessage('Unit', 30)).optional(),
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
    options: z.array(optionText).max(SCREENING_RULES.maxOptions, `At most ${SCREENING_RULES.maxOptions} options`).optional(),
    acceptedOptions: z.array(optionText).max(SCREENING_RULES.maxOptions).optional(),
  })
  .superRefine((q, ctx) => {
    const isChoice = q.kind === 'oneChoice' || q.kind === 'manyChoices';
    if (isChoice && (q.options?.length ?? 0) < 2) ctx.addIssue({ code: 'custom', message: 'Give at least two options', path: ['options'] });
    if (q.min !== undefined && q.max !== undefined && q.min > q.max) {
      ctx.addIssue({ code: 'custom', message: 'The maximum must be at least the minimum', path: ['max'] });
    }
    if (isChoice && q.acceptedOptions?.some((o) => !q.options?.includes(o))) {
      ctx.addIssue({ code: 'custom', message: 'Accepted options must be among the options', path: ['acceptedOptions'] });
    }
    if (!q.knockout) return;
    const hasTarget =
      (q.kind === 'yesNo' && q.expectedAnswer !== undefined) ||
      (q.kind === 'number' && (q.min !== undefined || q.max !== undefined)) ||
      (isChoice && (q.acceptedOptions?.length ?? 0) > 0);
    if (q.kind === 'shortText') ctx.addIssue({ code: 'custom', message: 'A short text question cannot be a knockout', path: ['knockout'] });
    else if (!hasTarget) ctx.addIssue({ code: 'custom', message: 'Say which answer meets this knockout', path: ['knockout'] });
  });
export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;

/** A job's questions: at most ten, ids unique. */
export const screeningQuestionListSchema = z
  .array(screeningQuestionSchema)
  .max(SCREENING_RULES.maxQuestions, `At most ${SCREENING_RULES.maxQuestions} screening questions`)
  .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, 'Each question needs its own id');

/** One answer: a yes/no, a number, a chosen option or text, or several chosen options. */
export const screeningAnswerSchema = z.object({
  questionId: idSchema,
  value: z.union([z.boolean(), z.number().finite(), z.string().trim().max(500, maxLengthMessage('Answer', 500)), z.array(optionText).max(SCREENING_RULES.maxOptions)]),
});
export type ScreeningAnswer = z.infer<typeof screeningAnswerSchema>;

/** A candidate's answers, one per question at most. */
export const screeningAnswerListSchema = z.array(screeningAnswerSchema).max(SCREENING_RULES.maxQuestions);

/** Where an application came from (issue 49): how the candidate reached the job. */
export const APPLICATION_SOURCES = ['browse', 'search', 'alert', 'shared_link', 'invited'] as const;
export const applicationSourceSchema = z.enum(APPLICATION_SOURCES);
export type ApplicationSource = z.infer<typeof applicationSourceSchema>;

/** Labels of the sources, for Insights. */
export const APPLICATION_SOURCE_LABELS: Record<ApplicationSource, string> = {
  browse: 'Browse Jobs',
  search: 'Search',
  alert: 'Job alert',
  shared_link: 'Shared job link',
  invited: 'Invited from Find Talent',
};
