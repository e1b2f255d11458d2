/** Reads a JSON body, answering 400 for anything that is not JSON. */
import { httpError } from '../http-error.ts';

export async function readJson(req: { json(): Promise<unknown> }): Promise<Record<string, unknown>> {
  const body = await req.json().catch(() => httpError(400, 'invalid_json', 'The body is not valid JSON.'));
  if (!body || typeof body !== 'object' || Array.isArray(body)) httpError(400, 'invalid', 'Expected a JSON object.');
  return body as Record<string, unknown>;
}
