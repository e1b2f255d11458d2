/**
 * A support reviewer's decision on a pending ID check (the review console calls it; decisions.md: decisions are
 * recorded with the agent and time). One transaction writes the verification document, the candidate's
 * `isIdVerified` flag, the user's notification and the append-only decision record: all of them or none.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { NOTIFICATION_TEXTS, VERIFICATION_ERROR_MESSAGES } from '@shared/messages.ts';
import { idDecisionSchema } from '@shared/schemas/verification-forms.ts';
import type { Verification } from '@shared/schemas/verification.ts';
import type { Db } from '../db/client.ts';
import { idDocuments, idVerificationDecisions } from '../db/schema.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { readCheck, setCandidateFlag, writeCheck } from './checks.ts';
import { lockIdCheck } from './id-documents.ts';

/** Why a decision was refused; `code` and `status` are what a route answers with. */
export class IdDecisionError extends Error {
  constructor(
    readonly code: 'not_found' | 'not_pending' | 'document_replaced' | 'reason_required' | 'own_verification',
    readonly status: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** Which check, who decides, and what. */
export interface IdDecisionInput {
  /** `${userId}:id`, or the user whose check it is. */
  verificationId?: string;
  userId?: string;
  agentUserId: string;
  decision: 'verified' | 'rejected';
  /** Required for a rejection: the user reads it. */
  reason?: string;
  /**
   * The document the reviewer looked at (`readIdDocument(...).id`). When given, the decision is refused if the
   * user has replaced it since, so a document nobody looked at is never the one decided.
   */
  idDocumentId?: string;
  now: Date;
}

const userOfVerification = (verificationId: string) => (verificationId.endsWith(':id') ? verificationId.slice(0, -3) : null);

/** Decide the pending ID check; returns the verification as it now is. Throws IdDecisionError when refused. */
export async function decideIdVerification(db: Db, input: IdDecisionInput): Promise<Verification> {
  const parsed = idDecisionSchema.safeParse({ decision: input.decision, reason: input.reason });
  if (!parsed.success) {
    throw new IdDecisionError('reason_required', 400, parsed.error.issues[0]?.message ?? VERIFICATION_ERROR_MESSAGES.idRejectReasonRequired);
  }
  const { decision, reason } = parsed.data;
  const userId = input.userId ?? (input.verificationId ? userOfVerification(input.verificationId) : null);
  if (!userId) throw new IdDecisionError('not_found', 404, VERIFICATION_ERROR_MESSAGES.idNotFound);
  // Nobody vouches for themselves: the check of an agent's own account waits for another agent.
  if (userId === input.agentUserId) throw new IdDecisionError('own_verification', 403, VERIFICATION_ERROR_MESSAGES.idOwnDecision);
  const { now } = input;

  return db.transaction(async (tx) => {
    await lockIdCheck(tx, userId);
    const check = await readCheck(tx, userId, 'id');
    if (!check) throw new IdDecisionError('not_found', 404, VERIFICATION_ERROR_MESSAGES.idNotFound);
    const [document] = await tx
      .select({ id: idDocuments.id })
      .from(idDocuments)
      .where(and(eq(idDocuments.userId, userId), isNull(idDocuments.decidedAt)));
    if (check.status !== 'pending' || !document) throw new IdDecisionError('not_pending', 409, VERIFICATION_ERROR_MESSAGES.idNotPending);
    if (input.idDocumentId && input.idDocumentId !== document.id) {
      throw new IdDecisionError('document_replaced', 409, VERIFICATION_ERROR_MESSAGES.idDocumentReplaced);
    }

    const isVerified = decision === 'verified';
    const decided: Verification = {
      ...check,
      status: decision,
      reviewedAt: now.toISOString(),
      updatedAt: now.toISOString(),
      ...(isVerified ? {} : { rejectionReason: reason }),
    };
    if (isVerified) delete decided.rejectionReason;
    await writeCheck(tx, decided, now);
    await tx.update(idDocuments).set({ decidedAt: now }).where(eq(idDocuments.id, document.id));
    await setCandidateFlag(tx, userId, 'isIdVerified', isVerified, now);
    await createNotification(tx, userId, { type: 'verification', ...NOTIFICATION_TEXTS.idDecided(isVerified, reason), actionUrl: '/id-verification' }, now);
    await tx.insert(idVerificationDecisions).values({
      id: randomUUID(),
      verificationId: check.id,
      idDocumentId: document.id,
      userId,
      agentUserId: input.agentUserId,
      decision,
      reason: reason ?? null,
      decidedAt: now,
    });
    return decided;
  });
}
