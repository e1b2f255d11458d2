/**
 * A device can push any document, not only what the forms produce: the link fields a person types must be
 * refused on the server too, or one forged push puts a `javascript:` link on every employer's screen.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from '@shared/messages.ts';
import { candidateDoc, companyDoc, insertRow } from '../test-support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';

const HOSTILE = ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd'];

const certification = (credentialUrl: string) => ({
  id: randomUUID(),
  name: 'CKA',
  issuer: 'CNCF',
  issueDate: '2024-03',
  credentialUrl,
});

describe('link fields pushed by a device', () => {
  let server: TestServer;
  let candidate: TestClient;
  let employer: TestClient;

  beforeAll(async () => {
    server = await createTestServer();
    candidate = server.client();
    await candidate.signUp('candidate');
    employer = server.client();
    await employer.signUp('employer');
  });
  afterAll(() => server.close());

  const candidateCases: [string, (url: string) => Record<string, unknown>][] = [
    ['certifications.0.credentialUrl', (url) => ({ certifications: [certification(url)] })],
    ['portfolioUrl', (url) => ({ portfolioUrl: url })],
  ];

  for (const [field, make] of candidateCases) {
    it.each(HOSTILE)(`a candidate's ${field} of %j is refused with the form message and not stored`, async (url) => {
      const doc = candidateDoc(make(url));
      const res = await candidate.push('candidates', [insertRow(doc)]);
      expect(res.status).toBe(200);
      expect(res.json.refused).toEqual([expect.objectContaining({ id: doc.id, code: 'invalid', reason: `${field}: ${M.urlInvalid}` })]);
      expect((await candidate.pullAll('candidates')).has(doc.id)).toBe(false);
    });
  }

  it.each(HOSTILE)("a company's website of %j is refused with the spec's message", async (url) => {
    const doc = companyDoc({ website: url });
    const res = await employer.push('employers', [insertRow(doc)]);
    expect(res.json.refused).toEqual([expect.objectContaining({ id: doc.id, code: 'invalid', reason: `website: ${M.websiteInvalid}` })]);
  });

  it('http(s) links are stored; the file links (résumé, photo, video) are the server’s and a device’s are ignored', async () => {
    const doc = candidateDoc({
      certifications: [certification('https://cncf.io/verify/1')],
      resumeUrl: 'javascript:alert(1)',
      profilePhoto: '/api/files/someone-elses/content',
      videoIntroUrl: 'https://video.example/casey',
      portfolioUrl: 'http://casey.example',
    });
    const res = await candidate.push('candidates', [insertRow(doc)]);
    expect(res.json).toEqual({ conflicts: [], refused: [] });
    const stored = (await candidate.pullAll('candidates')).get(doc.id)!;
    expect(stored).toMatchObject({ portfolioUrl: 'http://casey.example' });
    for (const field of ['resumeUrl', 'profilePhoto', 'videoIntroUrl']) expect(stored).not.toHaveProperty(field);
  });
});
