import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { candidateSchema, certificationSchema } from './candidate.ts';
import { employerSchema } from './employer.ts';
import { isAppPath, safeLinkHref } from './web-link.ts';

/** Links that run code or read local files when clicked, in the spellings browsers still accept. */
const HOSTILE = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://example.com/%0aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.com/cv.pdf',
  'https://bank.com@evil.example/',
  '//evil.example/cv.pdf',
  '/\\evil.example/cv.pdf',
];

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const fieldOf = (schema: z.ZodObject, key: string) => schema.shape[key] as z.ZodType;

describe('link fields of the stored documents', () => {
  const webLinks: [string, z.ZodType, string][] = [
    ['candidate linkedinUrl', fieldOf(candidateSchema, 'linkedinUrl'), M.urlInvalid],
    ['candidate githubUrl', fieldOf(candidateSchema, 'githubUrl'), M.urlInvalid],
    ['candidate portfolioUrl', fieldOf(candidateSchema, 'portfolioUrl'), M.urlInvalid],
    ['certification credentialUrl', fieldOf(certificationSchema, 'credentialUrl'), M.urlInvalid],
    ['employer website', fieldOf(employerSchema, 'website'), M.websiteInvalid],
    ['employer linkedinUrl', fieldOf(employerSchema, 'linkedinUrl'), M.urlInvalid],
  ];
  const fileLinks: [string, z.ZodType, string][] = [
    ['candidate resumeUrl', fieldOf(candidateSchema, 'resumeUrl'), M.urlInvalid],
    ['candidate videoIntroUrl', fieldOf(candidateSchema, 'videoIntroUrl'), M.urlInvalid],
    ['candidate profilePhoto', fieldOf(candidateSchema, 'profilePhoto'), M.urlInvalid],
    ['employer logoUrl', fieldOf(employerSchema, 'logoUrl'), M.urlInvalid],
  ];

  describe.each([...webLinks, ...fileLinks])('%s', (_name, field, message) => {
    it.each(HOSTILE)('refuses %j with the form message', (url) => {
      expect(messagesOf(field, url)).toEqual([message]);
    });
    it.each(['https://github.com/casey', 'http://casey.example/cv.pdf', 'https://例え.jp/履歴書', ''])('keeps %j', (url) => {
      expect(field.parse(url)).toBe(url);
    });
    it('may be absent', () => {
      expect(field.parse(undefined)).toBeUndefined();
    });
  });

  it.each(fileLinks)('%s also takes a path on this site (an upload)', (_name, field) => {
    expect(field.parse('/files/8f0c1e2a-cv.pdf')).toBe('/files/8f0c1e2a-cv.pdf');
  });

  it.each(webLinks)('%s takes no path on this site: it links to another site', (_name, field, message) => {
    expect(messagesOf(field, '/settings')).toEqual([message]);
  });
});

describe('isAppPath', () => {
  it.each(['/files/cv.pdf', '/api/files/123?download=1', '/'])('%j is a path here', (value) => {
    expect(isAppPath(value)).toBe(true);
  });
  it.each(['//evil.example', '/\\evil.example', 'files/cv.pdf', '/a b', '/a\u0000b', '/a\nb', 'https://x.io/'])(
    '%j is not',
    (value) => {
      expect(isAppPath(value)).toBe(false);
    },
  );
});

describe('safeLinkHref (for links stored before the rule)', () => {
  it.each(HOSTILE)('renders no link for %j', (url) => {
    expect(safeLinkHref(url)).toBeUndefined();
  });
  it('renders http(s) links as they are, and nothing for empty ones', () => {
    expect(safeLinkHref('https://github.com/casey')).toBe('https://github.com/casey');
    expect(safeLinkHref('')).toBeUndefined();
    expect(safeLinkHref(undefined)).toBeUndefined();
  });
});
