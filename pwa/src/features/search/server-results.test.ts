import { describe, expect, it } from 'vitest';
import { jobSchema } from '@shared/schemas/job.ts';
import { jobDoc } from '../matching/doc-fixtures.ts';
import { readServerItems } from './server-results.ts';

describe('readServerItems', () => {
  it('keeps each valid document with its score, and leaves out what the schema refuses', () => {
    const good = jobDoc({ id: 'job-1', title: 'Entwickler:in für Zürich 🚀' });
    const unscored = jobDoc({ id: 'job-2' });
    const body = [
      { ...good, matchScore: 87 },
      { ...unscored, matchScore: null },
      { ...jobDoc({ id: 'job-3' }), title: 42, matchScore: 50 },
      'not a job',
      { ...jobDoc({ id: 'job-4' }), matchScore: 'high' },
    ];
    const items = readServerItems(body, jobSchema);
    expect(items.map((item) => [item.id, item.matchScore])).toEqual([
      ['job-1', 87],
      ['job-2', undefined],
      ['job-4', undefined],
    ]);
    expect(items[0].doc.title).toBe('Entwickler:in für Zürich 🚀');
    expect(items[0].doc).not.toHaveProperty('matchScore');
  });

  it('reads an answer that is not a list as no results', () => {
    expect(readServerItems({ error: { code: 'x' } }, jobSchema)).toEqual([]);
    expect(readServerItems(undefined, jobSchema)).toEqual([]);
  });
});
