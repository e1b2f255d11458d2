import { describe, expect, it } from 'vitest';
import { describeType, filterApiReference, readApiReference } from './api-reference.ts';

const DOCUMENT = {
  openapi: '3.1.0',
  security: [{ session: [] }],
  tags: [{ name: 'System' }, { name: 'Applications' }, { name: 'Replication' }],
  paths: {
    '/api/health': { get: { summary: 'Liveness', tags: ['System'], security: [] } },
    '/api/applications': {
      post: {
        summary: 'Apply to an active job',
        tags: ['Applications'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  jobId: { type: 'string', minLength: 1, maxLength: 64 },
                  coverLetter: { type: 'string', maxLength: 10000, default: '' },
                },
                required: ['jobId'],
              },
            },
          },
        },
      },
    },
    '/api/applications/{applicationId}': {
      put: {
        summary: 'Move an application',
        tags: ['Applications'],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { status: { type: 'string', enum: ['viewed', 'hired'] } }, required: ['status'] },
            },
          },
        },
      },
    },
    '/api/replication/{collection}/push': {
      post: {
        summary: 'Write documents',
        tags: ['Replication'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'array',
                maxItems: 100,
                items: {
                  type: 'object',
                  properties: { assumedMasterState: { anyOf: [{ type: 'object' }, { type: 'null' }] }, newDocumentState: { type: 'object' } },
                  required: ['newDocumentState'],
                },
              },
            },
          },
        },
      },
    },
  },
};

describe('readApiReference', () => {
  it('groups endpoints by tag in the document’s order, with auth and body fields', () => {
    const groups = readApiReference(DOCUMENT);
    expect(groups.map((g) => g.tag)).toEqual(['System', 'Applications', 'Replication']);
    expect(groups[0]!.endpoints[0]).toEqual({ method: 'GET', path: '/api/health', summary: 'Liveness', requiresAuth: false, body: null });
    const apply = groups[1]!.endpoints[0]!;
    expect(apply).toMatchObject({ method: 'POST', path: '/api/applications', requiresAuth: true });
    expect(apply.body).toEqual({
      isList: false,
      fields: [
        { name: 'jobId', type: 'string', required: true, rules: ['1-64 characters'] },
        { name: 'coverLetter', type: 'string', required: false, rules: ['at most 10000 characters'] },
      ],
    });
    expect(groups[1]!.endpoints[1]!.body!.fields[0]).toMatchObject({ name: 'status', type: 'one of: viewed, hired' });
    const push = groups[2]!.endpoints[0]!.body!;
    expect(push.isList).toBe(true);
    expect(push.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['assumedMasterState', 'object or null', false],
      ['newDocumentState', 'object', true],
    ]);
  });

  it('answers nothing for something that is not an OpenAPI document', () => {
    expect(readApiReference(null)).toEqual([]);
    expect(readApiReference({ paths: 'nope' })).toEqual([]);
  });
});

describe('describeType', () => {
  it('names arrays, whole numbers, constants and unions', () => {
    expect(describeType({ type: 'array', items: { type: 'string' } })).toBe('array of string');
    expect(describeType({ type: 'integer' })).toBe('whole number');
    expect(describeType({ const: 'DELETE' })).toBe('"DELETE"');
    expect(describeType({ anyOf: [{ type: 'number' }, { type: 'string' }] })).toBe('number or string');
  });
});

describe('filterApiReference', () => {
  it('keeps endpoints whose method, path, summary or group match', () => {
    const groups = readApiReference(DOCUMENT);
    expect(filterApiReference(groups, 'apply').flatMap((g) => g.endpoints.map((e) => e.path))).toEqual(['/api/applications']);
    expect(filterApiReference(groups, 'replication').map((g) => g.tag)).toEqual(['Replication']);
    expect(filterApiReference(groups, '  ')).toBe(groups);
  });
});
