import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import {
  comparePatterns,
  parsePattern,
  patternCreateFormSchema,
  patternLoginFormSchema,
  patternPointsSchema,
  patternStringSchema,
  serializePattern,
} from './pattern-forms.ts';

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('pattern points', () => {
  it.each([
    [[0, 1, 2, 3], []],
    [[15, 10, 5, 0, 1], []],
    [Array.from({ length: 16 }, (_, i) => 15 - i), []],
    [[], [M.patternMissing]],
    [[0, 1, 2], [M.patternTooShort]],
    [[0, 1, 1, 2], [M.patternPointRepeated]],
    [[0, 1, 2, 16], [M.patternPointInvalid]],
    [[0, 1, 2, -1], [M.patternPointInvalid]],
    [[0, 1, 2, 2.5], [M.patternPointInvalid]],
  ])('%j gives %j', (points, expected) => {
    expect(messagesOf(patternPointsSchema, points)).toEqual(expected);
  });
});

describe('serialized pattern', () => {
  it('joins and splits on -', () => {
    expect(serializePattern([3, 7, 11, 15])).toBe('3-7-11-15');
    expect(parsePattern('3-7-11-15')).toEqual([3, 7, 11, 15]);
    expect(parsePattern('')).toEqual([]);
    expect(parsePattern('3--7')).toBeNull();
    expect(parsePattern('a-b')).toBeNull();
    expect(parsePattern('3,7')).toBeNull();
  });
  it.each([
    ['0-1-2-3', []],
    ['', [M.patternMissing]],
    ['0-1-2', [M.patternTooShort]],
    ['0-1-2-2', [M.patternPointRepeated]],
    ['0-1-2-99', [M.patternPointInvalid]],
    ['0;1;2;3', [M.patternPointInvalid]],
  ])('string %j gives %j', (value, expected) => {
    expect(messagesOf(patternStringSchema, value)).toEqual(expected);
  });
});

describe('comparePatterns', () => {
  it.each([
    [[0, 1, 2, 3], [0, 1, 2, 3], 'match'],
    [[0, 1, 2, 3], [0, 1, 2], 'length-mismatch'],
    [[0, 1, 2, 3], [3, 2, 1, 0], 'sequence-mismatch'],
  ] as const)('%j vs %j is %s', (first, confirm, expected) => {
    expect(comparePatterns(first, confirm)).toBe(expected);
  });
});

describe('pattern forms', () => {
  const create = { email: 'a@b.co', userType: 'candidate', pattern: [0, 1, 2, 3] };
  function confirmErrors(confirmPattern: number[]): string[] | undefined {
    const result = patternCreateFormSchema.safeParse({ ...create, confirmPattern });
    return result.success ? undefined : z.flattenError(result.error).fieldErrors.confirmPattern;
  }
  it('create accepts a matching confirmation', () => {
    expect(patternCreateFormSchema.safeParse({ ...create, confirmPattern: [0, 1, 2, 3] }).success).toBe(true);
  });
  it("create says 'Please match the exact pattern length' and 'Please try again with the same pattern'", () => {
    expect(confirmErrors([0, 1, 2, 3, 4])).toEqual([M.patternLengthMismatch]);
    expect(confirmErrors([0, 1, 3, 2])).toEqual([M.patternMismatch]);
  });
  it("create asks to recreate a missing confirmation: 'Please provide email and recreate your pattern'", () => {
    expect(confirmErrors([])).toEqual([M.patternMissingRecreate]);
  });
  it("create and login say 'Please provide email and create a pattern' with no pattern", () => {
    const result = patternCreateFormSchema.safeParse({ ...create, email: '', pattern: [], confirmPattern: [] });
    const errors = result.success ? {} : z.flattenError(result.error).fieldErrors;
    expect(errors.pattern).toEqual([M.patternMissing]);
    expect(errors.email).toEqual([M.emailInvalidPlease]);
    expect(messagesOf(patternLoginFormSchema, { email: 'a@b.co', pattern: [] })).toEqual([M.patternMissing]);
  });
  it("login says 'Please create a pattern with at least 4 points'", () => {
    expect(messagesOf(patternLoginFormSchema, { email: 'a@b.co', pattern: [5, 6] })).toEqual([M.patternTooShort]);
  });
});
