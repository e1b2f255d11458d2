/**
 * Whether a candidate's answers to a job's screening questions pass: which required answers are missing or do
 * not fit their question, and which knockouts are not met. The apply dialog runs it to say at once what is
 * missing, offline too; the server runs it again, with authority, before it stores the application.
 */
import type { ScreeningAnswer, ScreeningQuestion } from '../schemas/screening.ts';

/** The flag an application carries for a knockout it does not meet. */
export function screeningFlagText(question: Pick<ScreeningQuestion, 'prompt'>): string {
  return `Does not meet: ${question.prompt}`;
}

/** The message for a required question left unanswered (or answered with a value it cannot take). */
export function missingAnswerMessage(question: Pick<ScreeningQuestion, 'prompt'>): string {
  return `Please answer: ${question.prompt}`;
}

/** The reason recorded when a knockout moved an application to Not Selected. */
export const SCREENING_REJECTION_REASON = 'Screening';

/** What the answers come to. */
export interface ScreeningOutcome {
  /** Required questions without a usable answer, in the job's order. */
  missing: ScreeningQuestion[];
  /** Knockout questions whose answer does not meet them, in the job's order. */
  knockedOut: ScreeningQuestion[];
  /** The answers kept: one per asked question, values of the question's kind only, in the job's order. */
  answers: ScreeningAnswer[];
}

/** The answer's value in the question's shape, or undefined when it has none (blank, wrong kind, unknown option). */
function usableValue(question: ScreeningQuestion, value: ScreeningAnswer['value'] | undefined): ScreeningAnswer['value'] | undefined {
  switch (question.kind) {
    case 'yesNo':
      return typeof value === 'boolean' ? value : undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'shortText':
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    case 'oneChoice':
      return typeof value === 'string' && question.options?.includes(value) ? value : undefined;
    case 'manyChoices': {
      if (!Array.isArray(value)) return undefined;
      const chosen = question.options?.filter((o) => value.includes(o)) ?? [];
      return chosen.length > 0 ? chosen : undefined;
    }
  }
}

/** Whether a usable value meets the question's knockout; a question that is no knockout is always met. */
function meetsKnockout(question: ScreeningQuestion, value: ScreeningAnswer['value']): boolean {
  if (!question.knockout) return true;
  switch (question.kind) {
    case 'yesNo':
      return question.expectedAnswer === undefined || value === question.expectedAnswer;
    case 'number': {
      // Bounds are inclusive: 'at least 3 years' is met by 3.
      const n = value as number;
      return (question.min === undefined || n >= question.min) && (question.max === undefined || n <= question.max);
    }
    case 'oneChoice':
      return !question.acceptedOptions?.length || question.acceptedOptions.includes(value as string);
    case 'manyChoices':
      // Several choices meet the knockout when at least one accepted option is among them.
      return !question.acceptedOptions?.length || (value as string[]).some((o) => question.acceptedOptions!.includes(o));
    case 'shortText':
      return true;
  }
}

/**
 * Evaluate answers against a job's questions. An unanswered optional knockout is not a knockout (the
 * candidate chose not to say); answers to questions the job does not ask are dropped.
 */
export function evaluateScreening(questions: readonly ScreeningQuestion[], answers: readonly ScreeningAnswer[]): ScreeningOutcome {
  const byId = new Map(answers.map((a) => [a.questionId, a.value]));
  const outcome: ScreeningOutcome = { missing: [], knockedOut: [], answers: [] };
  for (const question of questions) {
    const value = usableValue(question, byId.get(question.id));
    if (value === undefined) {
      if (question.required) outcome.missing.push(question);
      continue;
    }
    outcome.answers.push({ questionId: question.id, value });
    if (!meetsKnockout(question, value)) outcome.knockedOut.push(question);
  }
  return outcome;
}

/** An answer's value as text, for the application view ('Yes', '5 years', 'A, B'). */
export function formatScreeningAnswer(question: Pick<ScreeningQuestion, 'kind' | 'unit'>, value: ScreeningAnswer['value']): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return question.unit ? `${value} ${question.unit}` : String(value);
  if (Array.isArray(value)) return value.join(', ');
  return value;
}
