/**
 * Answers of the API that no other shared schema describes: the OpenAPI document shows them as each route's
 * response schema (sync-server/src/openapi/route-docs.ts).
 */
import { z } from 'zod';
import { checkpointSchema, collectionNameSchema, wireDocSchema } from './replication.ts';
import { interviewSchema } from './interview.ts';
import { applicationSchema } from './application.ts';
import { candidateSchema } from './candidate.ts';
import { fileRecordSchema } from './file-record.ts';
import { jobSchema } from './job.ts';
import { verificationSchema } from './verification.ts';

/** An action that has nothing to answer but that it was done. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

export const healthResponseSchema = z.object({ ok: z.literal(true), database: z.string() });

const checkResultSchema = z.union([z.object({ ok: z.literal(true) }), z.object({ ok: z.literal(false), reason: z.string() })]);
export const readinessResponseSchema = z.object({
  ok: z.boolean(),
  checks: z.object({ database: checkResultSchema, migrations: checkResultSchema, changeBus: checkResultSchema }),
});

export const countResponseSchema = z.object({ count: z.number().int().nonnegative() });
export const scheduledCallsResponseSchema = z.object({ count: z.number().int().nonnegative(), interviews: z.array(interviewSchema) });
export const deletedResponseSchema = z.object({ deleted: z.literal(true) });
export const receivedResponseSchema = z.object({ received: z.literal(true) });
export const interviewResponseSchema = z.object({ interview: interviewSchema });

/** What a pull answers (PullResponse). */
export const pullResponseSchema = z.object({
  documents: z.array(wireDocSchema),
  checkpoint: checkpointSchema.nullable(),
  cuts: z.array(checkpointSchema).optional(),
  total: z.number().int().min(0).optional(),
});

/** What a push answers (PushResponse). */
export const pushResponseSchema = z.object({
  conflicts: z.array(wireDocSchema),
  refused: z.array(
    z.object({ id: z.string(), collection: collectionNameSchema, reason: z.string(), code: z.string(), document: wireDocSchema }),
  ),
  stored: z.array(wireDocSchema).optional(),
});

/** An export of all of a user's data: one object, a key per kind of record. */
export const accountExportSchema = z.record(z.string(), z.unknown());

/** Lists of replicated documents a REST read answers (the viewer's visible ones). */
export const jobListResponseSchema = z.array(jobSchema);
export const applicationListResponseSchema = z.array(applicationSchema);
export const candidateListResponseSchema = z.array(candidateSchema);
/** A page of server search results: jobs or candidate profiles, each with its match score. */
export const searchResultsResponseSchema = z.array(z.union([jobSchema, candidateSchema]));
/** An uploaded file's record. */
export const fileUploadResponseSchema = z.object({ file: fileRecordSchema });
/** A job kept on the candidate's devices: until when (null: for good, saved or applied to). */
export const keptUntilResponseSchema = z.object({ keptUntil: z.string().nullable() });
/** The server's VAPID public key (base64url), for PushManager.subscribe. */
export const vapidKeyResponseSchema = z.object({ publicKey: z.string() });
/** A verification check as a decision left it. */
export const verificationResponseSchema = z.object({ verification: verificationSchema });

/** GET /api/insights (issue 49). */
export { hiringInsightsSchema as insightsResponseSchema } from './insights.ts';

/** /api/company (issue 47). */
export { companyResponseSchema, companyInvitationSchema, invitationPreviewSchema } from './company.ts';

/**
 * POST /api/applications/bulk: which applications took the action (moved, or already where it asked) and
 * which were refused, each with the pipeline's or the company's reason, the words a single move would show.
 */
export const bulkActionResponseSchema = z.object({
  done: z.array(z.string()),
  refused: z.array(z.object({ id: z.string(), code: z.string(), reason: z.string() })),
});
export type BulkActionResponse = z.infer<typeof bulkActionResponseSchema>;
