/**
 * Replication calls carry the device's schema version. The server takes the versions of its window
 * (MIN_SUPPORTED_SCHEMA_VERSION to SCHEMA_VERSION, shared/src/schemas/collections.ts) as they are; a device
 * built for a version outside it is told to reload (409 with code `schema_version`) instead of writing
 * documents the server would misread. After the reload its local database migrates, unsent writes included.
 */
import { createMiddleware } from 'hono/factory';
import { MIN_SUPPORTED_SCHEMA_VERSION, SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { SCHEMA_VERSION_HEADER } from '@shared/schemas/replication.ts';
import { httpError } from '../http-error.ts';

/** Whether a sent version (a header or query value) is inside the window. */
export function isSupportedSchemaVersion(sent: string | undefined, current = SCHEMA_VERSION, oldest = MIN_SUPPORTED_SCHEMA_VERSION): boolean {
  if (sent === undefined || !/^[1-9][0-9]{0,8}$/.test(sent)) return false;
  const version = Number(sent);
  return version >= oldest && version <= current;
}

export const checkSchemaVersion = createMiddleware(async (c, next) => {
  // EventSource cannot set headers, so the stream sends the version as `?v=`.
  const sent = c.req.header(SCHEMA_VERSION_HEADER) ?? c.req.query('v');
  if (!isSupportedSchemaVersion(sent)) {
    httpError(409, 'schema_version', `This app is out of date (version ${sent ?? 'none'}, server ${SCHEMA_VERSION}). Reload to update.`);
  }
  await next();
});
