import { expect, test } from 'vitest';

test('zod reads the jitless setting that no-eval.ts writes, so no schema probes for eval', async () => {
  await import('./no-eval.ts');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
});
