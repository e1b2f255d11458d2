/**
 * Reads a JSON body for a REST endpoint: 400 for anything that is not a JSON object, and 400 for a body with
 * text Postgres cannot store (a NUL or half a surrogate pair, anywhere), before a handler writes any of it.
 */
import { storableJsonSchema } from '@shared/schemas/storable-text.ts';
import { httpError } from '../http-error.ts';

export async function readJson(req: { json(): Promise<unknown> }): Promise<Record<string, unknown>> {
  const body = await req.json().catch(() => httpError(400, 'invalid_json', 'The body is not valid JSON.'));
  if (!body || typeof body !== 'object' || Array.isArray(body)) httpError(400, 'invalid', 'Expected a JSON object.');
  const storable = storableJsonSchema.safeParse(body);
  if (!storable.success) {
    const issue = storable.error.issues[0]!;
    httpError(400, 'invalid', `${issue.path.join('.')}: ${issue.message}`, storable.error.issues);
  }
  return body as Record<string, unknown>;
}
