import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { messageFormSchema, sendMessageRequestSchema } from './message-form.ts';

describe('messageFormSchema', () => {
  it('keeps the text as typed, newlines included', () => {
    expect(messageFormSchema.parse({ content: '  Hi,\n\nsee you at 3  ' }).content).toBe('  Hi,\n\nsee you at 3  ');
  });
  it.each(['', '   ', '\n\t '])('refuses blank %j', (content) => {
    expect(messageFormSchema.safeParse({ content }).error?.issues.map((issue) => issue.message)).toEqual([
      M.messageBlank,
    ]);
  });
  it('caps the length', () => {
    expect(messageFormSchema.safeParse({ content: 'x'.repeat(10_001) }).success).toBe(false);
  });
  it('a message request carries its conversation', () => {
    expect(sendMessageRequestSchema.safeParse({ conversationId: 'c1', content: 'hi' }).success).toBe(true);
    expect(sendMessageRequestSchema.safeParse({ content: 'hi' }).success).toBe(false);
  });
});
