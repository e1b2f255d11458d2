import { describe, expect, it } from 'vitest';
import { screeningQuestionListSchema, screeningQuestionSchema, type ScreeningQuestion } from '../schemas/screening.ts';
import { evaluateScreening, formatScreeningAnswer, missingAnswerMessage, screeningFlagText } from './screening.ts';

const years: ScreeningQuestion = { id: 'q-years', kind: 'number', prompt: 'Years of React?', required: true, knockout: true, unit: 'years', min: 3, max: 10 };
const license: ScreeningQuestion = { id: 'q-license', kind: 'yesNo', prompt: 'Driving licence?', required: true, knockout: true, expectedAnswer: true };
const shift: ScreeningQuestion = { id: 'q-shift', kind: 'oneChoice', prompt: 'Shift?', required: false, knockout: true, options: ['Day', 'Night'], acceptedOptions: ['Day'] };
const langs: ScreeningQuestion = { id: 'q-langs', kind: 'manyChoices', prompt: 'Languages?', required: false, knockout: true, options: ['EN', 'DE', 'FR'], acceptedOptions: ['DE'] };
const why: ScreeningQuestion = { id: 'q-why', kind: 'shortText', prompt: 'Why us?', required: true, knockout: false };

describe('evaluateScreening', () => {
  it('meets number bounds inclusively and knocks out just outside them', () => {
    const at = (value: number) => evaluateScreening([years], [{ questionId: years.id, value }]).knockedOut.map((q) => q.id);
    expect(at(3)).toEqual([]);
    expect(at(10)).toEqual([]);
    expect(at(2.99)).toEqual(['q-years']);
    expect(at(10.01)).toEqual(['q-years']);
    expect(at(0)).toEqual(['q-years']);
  });

  it('a one-sided bound checks only that side', () => {
    const atLeast = { ...years, max: undefined };
    expect(evaluateScreening([atLeast], [{ questionId: years.id, value: 1000 }]).knockedOut).toEqual([]);
    const atMost = { ...years, min: undefined, max: 0 };
    expect(evaluateScreening([atMost], [{ questionId: years.id, value: 0 }]).knockedOut).toEqual([]);
    expect(evaluateScreening([atMost], [{ questionId: years.id, value: 1 }]).knockedOut).toHaveLength(1);
  });

  it('lists required questions without an answer, blank text and wrong kinds as missing', () => {
    const outcome = evaluateScreening([years, license, why], [
      { questionId: years.id, value: '5' },
      { questionId: why.id, value: '   ' },
    ]);
    expect(outcome.missing.map((q) => q.id)).toEqual(['q-years', 'q-license', 'q-why']);
    expect(outcome.knockedOut).toEqual([]);
    expect(outcome.answers).toEqual([]);
  });

  it('an unanswered optional knockout is neither missing nor knocked out', () => {
    const outcome = evaluateScreening([shift, langs], []);
    expect(outcome).toEqual({ missing: [], knockedOut: [], answers: [] });
  });

  it('checks yes/no, one choice and several choices', () => {
    const outcome = evaluateScreening([license, shift, langs], [
      { questionId: license.id, value: false },
      { questionId: shift.id, value: 'Night' },
      { questionId: langs.id, value: ['EN', 'FR'] },
    ]);
    expect(outcome.knockedOut.map((q) => q.id)).toEqual(['q-license', 'q-shift', 'q-langs']);
    const passing = evaluateScreening([license, shift, langs], [
      { questionId: license.id, value: true },
      { questionId: shift.id, value: 'Day' },
      { questionId: langs.id, value: ['EN', 'DE'] },
    ]);
    expect(passing.knockedOut).toEqual([]);
  });

  it('drops answers to questions not asked and options not offered', () => {
    const outcome = evaluateScreening([langs, shift], [
      { questionId: 'q-other', value: true },
      { questionId: langs.id, value: ['DE', 'XX'] },
      { questionId: shift.id, value: 'Evening' },
    ]);
    expect(outcome.answers).toEqual([{ questionId: langs.id, value: ['DE'] }]);
  });

  it('words flags, missing answers and answers for people', () => {
    expect(screeningFlagText(years)).toBe('Does not meet: Years of React?');
    expect(missingAnswerMessage(why)).toBe('Please answer: Why us?');
    expect(formatScreeningAnswer(years, 4)).toBe('4 years');
    expect(formatScreeningAnswer(license, false)).toBe('No');
    expect(formatScreeningAnswer(langs, ['EN', 'DE'])).toBe('EN, DE');
  });
});

describe('screening question schema', () => {
  it('refuses a knockout with nothing to meet, a text knockout and crossed bounds', () => {
    expect(screeningQuestionSchema.safeParse({ ...license, expectedAnswer: undefined }).success).toBe(false);
    expect(screeningQuestionSchema.safeParse({ ...why, knockout: true }).success).toBe(false);
    expect(screeningQuestionSchema.safeParse({ ...years, min: 5, max: 4 }).success).toBe(false);
    expect(screeningQuestionSchema.safeParse({ ...shift, acceptedOptions: ['Evening'] }).success).toBe(false);
    expect(screeningQuestionSchema.safeParse({ ...shift, options: ['Day'] }).success).toBe(false);
    expect(screeningQuestionSchema.safeParse(years).success).toBe(true);
  });

  it('allows at most ten questions with distinct ids', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ ...why, id: `q-${i}` }));
    expect(screeningQuestionListSchema.safeParse(ten).success).toBe(true);
    expect(screeningQuestionListSchema.safeParse([...ten, { ...why, id: 'q-10' }]).success).toBe(false);
    expect(screeningQuestionListSchema.safeParse([why, why]).success).toBe(false);
  });
});
