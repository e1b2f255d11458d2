import { describe, expect, it } from 'vitest';
import { TEMPLATE_TEXTS } from '../messages.ts';
import { templateFormSchema } from '../schemas/company-templates.ts';
import { firstNameOf, renderTemplate, templateHtml, unknownFields, usesField, type MergeValues } from './template-render.ts';

const values: MergeValues = { candidateFirstName: 'Ada', jobTitle: 'Route Planner', companyName: 'HireSync Ltd', senderName: 'Sam Lee, HireSync Ltd', interviewTime: 'Mon, Mar 30, 10:00 CEST' };

describe('renderTemplate', () => {
  it('fills every merge field, spaces inside the braces allowed', () => {
    const text = renderTemplate('Dear {{candidateFirstName}}, {{ jobTitle }} at {{companyName}} on {{interviewTime}}.\n{{senderName}}', values);
    expect(text).toBe('Dear Ada, Route Planner at HireSync Ltd on Mon, Mar 30, 10:00 CEST.\nSam Lee, HireSync Ltd');
  });

  it('inserts a value holding {{ as it is: no second substitution', () => {
    const text = renderTemplate('Hi {{candidateFirstName}}, about {{jobTitle}}', { ...values, candidateFirstName: '{{jobTitle}}{{senderName}}' });
    expect(text).toBe('Hi {{jobTitle}}{{senderName}}, about Route Planner');
  });

  it('keeps a value one line: its line breaks and control characters become a space', () => {
    const text = renderTemplate('Dear {{candidateFirstName}},\n\nThanks', { ...values, candidateFirstName: 'Eve\r\nBcc: x@example.com\u2028\u0007' });
    expect(text).toBe('Dear Eve Bcc: x@example.com,\n\nThanks');
    expect(text.split('\n')).toHaveLength(3);
  });

  it('leaves HTML in a value as text, which the mail HTML escapes', () => {
    const text = renderTemplate('Dear {{candidateFirstName}},\n\nSee you.', { ...values, candidateFirstName: '<img src=x onerror=alert(1)> & "Bo"' });
    expect(text).toBe('Dear <img src=x onerror=alert(1)> & "Bo",\n\nSee you.');
    const html = templateHtml(text);
    expect(html).toBe('<p>Dear &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Bo&quot;,</p>\n<p>See you.</p>');
    expect(html).not.toContain('<img');
  });

  it('leaves an unknown field visible, and names it', () => {
    expect(renderTemplate('Hi {{nickname}} {{candidateFirstName}}', values)).toBe('Hi {{nickname}} Ada');
    expect(unknownFields('{{nickname}} {{jobTitle}} {{salary}} {{nickname}}')).toEqual(['nickname', 'salary']);
    expect(usesField('on {{ interviewTime }}', 'interviewTime')).toBe(true);
    expect(usesField('on {{jobTitle}}', 'interviewTime')).toBe(false);
  });

  it('turns single line breaks into <br> and blank lines into paragraphs', () => {
    expect(templateHtml('a\nb\n\n\nc')).toBe('<p>a<br>b</p>\n<p>c</p>');
  });

  it('greets by the first word of a name', () => {
    expect(firstNameOf('  Ada  Lovelace ')).toBe('Ada');
    expect(firstNameOf('Eve\nMallory')).toBe('Eve');
  });
});

describe('templateFormSchema', () => {
  const form = { kind: 'rejection', name: 'No', subject: 'About {{jobTitle}}', body: 'Dear {{candidateFirstName}}' };
  it('takes the known fields and refuses an unknown one at save time', () => {
    expect(templateFormSchema.safeParse(form).success).toBe(true);
    const bad = templateFormSchema.safeParse({ ...form, body: 'Dear {{firstName}}' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe(TEMPLATE_TEXTS.unknownField('{{firstName}}'));
  });
  it('caps lengths and keeps the subject on one line', () => {
    expect(templateFormSchema.safeParse({ ...form, body: 'x'.repeat(5001) }).success).toBe(false);
    expect(templateFormSchema.safeParse({ ...form, subject: 'a\nBcc: y' }).success).toBe(false);
    expect(templateFormSchema.safeParse({ ...form, name: ' ' }).success).toBe(false);
    expect(templateFormSchema.safeParse({ ...form, kind: 'memo' }).success).toBe(false);
  });
  it('holds every default text valid', () => {
    for (const kind of ['rejection', 'interview', 'offer', 'other'] as const) {
      expect(templateFormSchema.safeParse({ kind, ...TEMPLATE_TEXTS.defaults[kind] }).success).toBe(true);
    }
  });
});
