import { describe, expect, it } from 'vitest';
import { writableFields } from '../rules/writable-fields.ts';
import { COLLECTION_NAMES, COLLECTION_SCHEMAS } from './collections.ts';
import { writableBy } from './device-writes.ts';
import { messageContentSchema } from './message-form.ts';

const ROLES = ['candidate', 'employer'] as const;

describe('writableBy: what each role may write', () => {
  it('names only fields of the collection’s entity schema', () => {
    const strays: string[] = [];
    for (const collection of COLLECTION_NAMES) {
      const entityFields = Object.keys(COLLECTION_SCHEMAS[collection].shape);
      for (const role of ROLES) {
        for (const field of writableFields(collection, role)) {
          if (!entityFields.includes(field)) strays.push(`${collection}.${field} (${role})`);
        }
      }
    }
    expect(strays).toEqual([]);
  });

  it('covers every replicated collection, and the field list is the write schema’s keys', () => {
    expect(Object.keys(writableBy).sort()).toEqual([...COLLECTION_NAMES].sort());
    expect(writableFields('messages', 'candidate')).toEqual(Object.keys(writableBy.messages.candidate.shape));
    expect(writableFields('files', 'employer')).toEqual([]);
    expect(writableFields('jobs', 'candidate')).toEqual([]);
  });

  it('validates a message as the composer does: kept as typed, blank refused', () => {
    const typed = '  Hello,\n\n  see you at 10  ';
    const sent = writableBy.messages.employer.safeParse({ conversationId: 'c1', content: typed });
    expect(sent.success && sent.data.content).toBe(typed);
    expect(messageContentSchema.parse(typed)).toBe(typed);
    expect(writableBy.messages.candidate.safeParse({ conversationId: 'c1', content: ' \n ' }).success).toBe(false);
  });
});
