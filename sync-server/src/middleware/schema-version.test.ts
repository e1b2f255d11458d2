/**
 * The server's window of app versions: the current one and older ones down to the stated minimum are served
 * (a device that has not reloaded yet still sends its queued writes); anything else is told to reload.
 */
import { describe, expect, it } from 'vitest';
import { MIN_SUPPORTED_SCHEMA_VERSION, SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { isSupportedSchemaVersion } from './schema-version.ts';

describe('the schema version window', () => {
  it('takes the previous app version while it is inside the window, and none older', () => {
    expect(isSupportedSchemaVersion('3', 3, 2)).toBe(true);
    expect(isSupportedSchemaVersion('2', 3, 2)).toBe(true);
    expect(isSupportedSchemaVersion('1', 3, 2)).toBe(false);
  });

  it('refuses a newer version, a missing one and anything that is not a version number', () => {
    for (const sent of ['4', undefined, '', '2.5', '02', ' 3', '3abc', '-3']) expect(isSupportedSchemaVersion(sent, 3, 2)).toBe(false);
  });

  it('states a window that holds the current version and never goes below version 1', () => {
    expect(MIN_SUPPORTED_SCHEMA_VERSION).toBeGreaterThanOrEqual(1);
    expect(MIN_SUPPORTED_SCHEMA_VERSION).toBeLessThanOrEqual(SCHEMA_VERSION);
    expect(isSupportedSchemaVersion(String(SCHEMA_VERSION))).toBe(true);
    expect(isSupportedSchemaVersion(String(MIN_SUPPORTED_SCHEMA_VERSION))).toBe(true);
  });
});
