/**
 * The /api/verification calls of /id-verification and of the reference's page. They act on the server at once, so
 * unlike replicated writes they need a connection; the form says so when offline. The check's status itself
 * arrives through replication (the verifications collection).
 */
import type { CodeSentResponse } from '@shared/schemas/auth-responses.ts';
import type {
  CompanyEmailVerificationForm,
  ReferenceRequestView,
  ReferenceResponseRequest,
  ReferenceResponseResult,
  ReferenceVerificationForm,
} from '@shared/schemas/verification-forms.ts';
import type { Verification } from '@shared/schemas/verification.ts';
import { answer, api } from '../../sync/api-client.ts';

export function sendCompanyEmailCode(body: CompanyEmailVerificationForm): Promise<CodeSentResponse> {
  return answer(api.verification.email.$post({ json: body }));
}

export function confirmCompanyEmail(code: string): Promise<Verification> {
  return answer(api.verification.email.confirm.$post({ json: { code } }));
}

export function requestReference(body: ReferenceVerificationForm): Promise<Verification> {
  return answer(api.verification.reference.$post({ json: body }));
}

/** What the reference's page shows for its link; reading it uses nothing up. */
export function fetchReferenceRequest(token: string, signal?: AbortSignal): Promise<ReferenceRequestView> {
  return answer(api.verification.reference.request.$get({ query: { token } }, { init: { signal } }));
}

/** The reference's answer; spends the link. */
export function answerReferenceRequest(body: ReferenceResponseRequest): Promise<ReferenceResponseResult> {
  return answer(api.verification.reference.respond.$post({ json: body }));
}
