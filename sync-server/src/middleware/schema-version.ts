/**
 * Replication calls carry the device's schema version; a device built for another version is told to reload
 * (409 with code `schema_version`) instead of writing documents the server would misread.
 */
import { createMiddleware } from 'hono/factory';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { SCHEMA_VERSION_HEADER } from '@shared/schemas/replication.ts';
import { httpError } from '../http-error.ts';

export const checkSchemaVersion = createMiddleware(async (c, next) => {
  // EventSource cannot set headers, so the stream sends the version as `?v=`.
  const sent = c.req.header(SCHEMA_VERSION_HEADER) ?? c.req.query('v');
  if (sent !== String(SCHEMA_VERSION)) {
    httpError(409, 'schema_version', `This app is out of date (version ${sent ?? 'none'}, server ${SCHEMA_VERSION}). Reload to update.`);
  }
  await next();
});
