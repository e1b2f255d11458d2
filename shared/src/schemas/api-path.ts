/**
 * What an API address may hold once percent-decoded. Every path segment under /api is a route's own name, a
 * collection name or a document id, and ids are made by the devices (UUIDs) or joined from two of them (a saved
 * job's `user:job`); none needs more than these characters. The server checks the address against this before
 * routing, so a NUL byte, a broken escape or a 10,000-character "id" never reaches a query.
 */
import { z } from 'zod';
import { wireDocSchema } from './replication.ts';

/** The longest document id: a wire document's id (a saved job's two UUIDs and a colon fit well within it). */
export const API_PATH_SEGMENT_MAX = wireDocSchema.shape.id.maxLength ?? 129;

/** One segment of an /api path after percent-decoding: a route name, a collection name or an id. */
export const apiPathSegmentSchema = z
  .string()
  .max(API_PATH_SEGMENT_MAX)
  .regex(/^[\w.:~-]*$/);

// C0 and C1 controls (NUL among them) mean nothing in a query and Postgres text cannot hold NUL.
const CONTROL_CHARACTER = /\p{Cc}/u;

/** One key or value of a query string after decoding: any text without control characters. */
export const apiQueryTextSchema = z.string().refine((text) => !CONTROL_CHARACTER.test(text));
