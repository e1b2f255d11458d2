/**
 * The OpenAPI document the app publishes, read at test-collection time (for `it.each`) from a fresh app's own
 * routes: registering routes needs no database, so the app gets stand-ins it never calls.
 */
import { createApp } from '../app.ts';
import type { AppDeps, AppInput } from '../context.ts';
import { parseEnv } from '../env.ts';
import { buildOpenApi } from '../openapi/build-document.ts';
import { createCaptureTransport } from './capture-transport.ts';

/** One documented operation: method upper-case, path as OpenAPI writes it (`/api/jobs/{id}`). */
export interface PublishedOperation {
  method: string;
  path: string;
  requiresSession: boolean;
  operation: Record<string, any>;
}

/** The document as GET /api/openapi.json answers it. */
export async function publishedDocument(): Promise<Record<string, any>> {
  const deps: AppInput = {
    database: { db: {}, kind: 'pglite' } as unknown as AppDeps['database'],
    // Registering routes subscribes to session endings (app.ts); nothing is ever announced here.
    bus: { onSessionsEnded: () => () => {}, onDelivered: () => () => {} } as unknown as AppDeps['bus'],
    env: parseEnv({ DEMO_DATA: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent', RESPONSE_CHECK: 'strict' }),
    now: () => new Date(),
    transport: createCaptureTransport(),
  };
  return buildOpenApi(createApp(deps));
}

/** Every operation of the document. */
export function publishedOperations(document: Record<string, any>): PublishedOperation[] {
  return Object.entries(document.paths as Record<string, Record<string, Record<string, any>>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      requiresSession: !Array.isArray(operation.security) || operation.security.length > 0,
      operation,
    })),
  );
}
