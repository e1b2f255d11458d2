import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import {
  emailField,
  isWebUrl,
  monthField,
  newPasswordSchema,
  optionalMonthSchema,
  optionalPhoneSchema,
  otpSchema,
  phoneSchema,
  signInPasswordSchema,
  skillListSchema,
  verificationCodeSchema,
  webUrlOrEmpty,
} from './form-fields.ts';

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('emailField', () => {
  const email = emailField('bad email');
  it('trims and accepts an address', () => {
    expect(email.parse('  jane@acme.com ')).toBe('jane@acme.com');
  });
  it.each(['', 'jane', 'jane@', '@acme.com', 'jane@acme', 'a b@acme.com', `${'a'.repeat(250)}@acme.com`])(
    'refuses %j with the given message',
    (input) => {
      expect(messagesOf(email, input)).toContain('bad email');
    },
  );
  it('refuses a non-string with the given message', () => {
    expect(messagesOf(email, undefined)).toEqual(['bad email']);
  });
});

describe('newPasswordSchema', () => {
  it.each([
    ['Abcdefg1', []],
    ['Abcdefghi1', []],
    ['Abc1', [M.passwordMin]],
    ['Abcdefghij1', []],
    [`Abcdefg1${'x'.repeat(56)}`, []],
    [`Abcdefg1${'x'.repeat(57)}`, [M.passwordMax]],
    ['abcdefg1', [M.passwordCapital]],
    ['Abcdefgh', [M.passwordNumber]],
    ['abcdefgh', [M.passwordCapital, M.passwordNumber]],
    ['', [M.passwordMin, M.passwordCapital, M.passwordNumber]],
  ])('%j gives %j', (input, expected) => {
    expect(messagesOf(newPasswordSchema, input)).toEqual(expected);
  });
});

describe('signInPasswordSchema', () => {
  it('only requires something', () => {
    expect(messagesOf(signInPasswordSchema, '')).toEqual([M.passwordRequired]);
    expect(messagesOf(signInPasswordSchema, undefined)).toEqual([M.passwordRequired]);
    expect(signInPasswordSchema.parse('x')).toBe('x');
  });
});

describe('codes', () => {
  it.each([
    ['123456', []],
    [' 123456 ', []],
    ['12345', [M.otpLength]],
    ['1234567', [M.otpLength]],
    ['12345a', [M.otpLength]],
  ])('landing otp %j gives %j', (input, expected) => {
    expect(messagesOf(otpSchema, input)).toEqual(expected);
  });
  it.each([
    ['654321', []],
    ['65432', [M.codeLength]],
    ['65432a', [M.codeDigits]],
    ['abc', [M.codeLength, M.codeDigits]],
  ])('verification code %j gives %j', (input, expected) => {
    expect(messagesOf(verificationCodeSchema, input)).toEqual(expected);
  });
});

describe('phoneSchema', () => {
  it.each([
    ['5551234567', '5551234567'],
    ['(555) 123-4567', '5551234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['555.123.4567', '5551234567'],
  ])('accepts %j as %j', (input, output) => {
    expect(phoneSchema.parse(input)).toBe(output);
  });
  it('refuses fewer than 10 digits', () => {
    expect(messagesOf(phoneSchema, '555-1234')).toContain(M.phoneMinDigits);
  });
  it.each(['+1234567890123456', '555123456x7', '12+34567890'])('refuses %j as not a phone', (input) => {
    expect(messagesOf(phoneSchema, input)).toContain(M.phoneInvalid);
  });
  it('optional phone takes empty', () => {
    expect(optionalPhoneSchema.parse('')).toBe('');
    expect(messagesOf(optionalPhoneSchema, '123')).toContain(M.phoneMinDigits);
  });
});

describe('webUrlOrEmpty', () => {
  const url = webUrlOrEmpty('bad url');
  it.each([
    ['', ''],
    ['https://acme.com', 'https://acme.com'],
    ['http://acme.com/jobs?x=1', 'http://acme.com/jobs?x=1'],
    ['acme.com', 'https://acme.com'],
    [' www.acme.co.uk ', 'https://www.acme.co.uk'],
    ['acme.com:8080/careers', 'https://acme.com:8080/careers'],
  ])('accepts %j as %j', (input, output) => {
    expect(url.parse(input)).toBe(output);
  });
  it.each([
    'not a url',
    'ftp://acme.com',
    'javascript://alert(1)',
    'javascript:alert(1)',
    'https://acme',
    'mailto:a@acme.com',
    'https://bank.com@evil.example',
  ])('refuses %j', (input) => {
    expect(messagesOf(url, input)).toEqual(['bad url']);
  });
  it('isWebUrl wants http(s) and a domain', () => {
    expect(isWebUrl('https://x.io')).toBe(true);
    expect(isWebUrl('https://localhost')).toBe(false);
  });
});

describe('months', () => {
  const month = monthField('start required');
  it('requires a YYYY-MM month', () => {
    expect(month.parse('2024-02')).toBe('2024-02');
    expect(messagesOf(month, '')).toEqual(['start required']);
    expect(messagesOf(month, '2024-13')).toEqual([M.monthInvalid]);
    expect(messagesOf(month, '2024-2')).toEqual([M.monthInvalid]);
  });
  it('optional month takes empty', () => {
    expect(optionalMonthSchema.parse('')).toBe('');
    expect(messagesOf(optionalMonthSchema, '24-01')).toEqual([M.monthInvalid]);
  });
});

describe('skillListSchema', () => {
  it('cleans, drops blanks and case-insensitive repeats', () => {
    expect(skillListSchema.parse([' React ', 'react', '', 'Node  js', 'TypeScript'])).toEqual([
      'React',
      'Node js',
      'TypeScript',
    ]);
  });
  it('caps count and length', () => {
    const many = Array.from({ length: 51 }, (_, i) => `Skill ${i}`);
    expect(messagesOf(skillListSchema, many)).toEqual([M.tooManySkills]);
    expect(messagesOf(skillListSchema, ['x'.repeat(81)])).toEqual([M.skillTooLong]);
  });
});
