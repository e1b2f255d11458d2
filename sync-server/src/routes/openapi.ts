/**
 * The OpenAPI document of /api. Each endpoint is listed once here with its shared request schema; a test checks
 * that this list and the routes the app really has are the same, so the documentation page cannot drift.
 */
import { z } from 'zod';
import {
  emailRequestSchema,
  magicLinkConsumeRequestSchema,
  patternLoginRequestSchema,
  patternRegisterRequestSchema,
  phoneRequestSchema,
  registerRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  verifyOtpRequestSchema,
} from '@shared/schemas/auth-requests.ts';
import { pullQuerySchema, pushBodySchema } from '@shared/schemas/replication.ts';
import { companyProfileFormSchema } from '@shared/schemas/company-profile-form.ts';
import { jobPostingFieldsSchema } from '@shared/schemas/job-posting-form.ts';
import { candidateProfileFormSchema } from '@shared/schemas/candidate-profile-form.ts';
import { applicationStatusUpdateSchema, applyFormSchema } from '@shared/schemas/application-forms.ts';
import {
  changeNameRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  notificationPrefsRequestSchema,
} from '@shared/schemas/account-requests.ts';
import {
  companyEmailCodeFormSchema,
  companyEmailVerificationFormSchema,
  referenceResponseRequestSchema,
  referenceVerificationFormSchema,
} from '@shared/schemas/verification-forms.ts';

/** One documented endpoint. */
export interface EndpointDoc {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Hono-style path, e.g. /api/jobs/employer/:employerId */
  path: string;
  summary: string;
  tag: string;
  body?: z.ZodType;
  auth?: boolean;
}

export const ENDPOINTS: EndpointDoc[] = [
  { method: 'get', path: '/api/health', summary: 'Liveness and database check', tag: 'System', auth: false },
  { method: 'get', path: '/api/openapi.json', summary: 'This document', tag: 'System', auth: false },
  { method: 'post', path: '/api/auth/send-otp', summary: 'E-mail a 6-digit sign-in code (same answer for every address)', tag: 'Auth', body: emailRequestSchema, auth: false },
  { method: 'post', path: '/api/auth/send-email-otp', summary: 'E-mail a 6-digit sign-in code (same answer for every address)', tag: 'Auth', body: emailRequestSchema, auth: false },
  { method: 'post', path: '/api/auth/send-phone-otp', summary: 'Text a 6-digit sign-in code (same answer for every number)', tag: 'Auth', body: phoneRequestSchema, auth: false },
  { method: 'post', path: '/api/auth/verify-otp', summary: 'Check a code: signs an existing account in, or marks a new address verified for this browser', tag: 'Auth', body: verifyOtpRequestSchema, auth: false },
  { method: 'post', path: '/api/auth/register', summary: 'Create an account with a code (or after verify-otp) and a password', tag: 'Auth', body: registerRequestSchema, auth: false },
  { method: 'post', path: '/api/auth/signup', summary: 'Create an account for the e-mail this browser verified', tag: 'Auth', body: signUpRequestSchema, auth: false },
  { method: 'post', path: '/api/auth/magic-link', summary: 'E-mail a single-use sign-in link (same answer for every address)', tag: 'Auth', body: emailRequestSchema, auth: false },
  { method: 'post', path: '/api/auth/magic-link/consume', summary: 'Use a sign-in link: signs in, or marks the address verified', tag: 'Auth', body: magicLinkConsumeRequestSchema, auth: false },
  { method: 'post', path: '/api/auth/pattern-register', summary: 'Without otp: e-mail a code; with it: set the pattern (creating the account if needed) and sign in', tag: 'Auth', body: patternRegisterRequestSchema, auth: false },
  { method: 'post', path: '/api/auth/pattern-login', summary: 'Sign in with e-mail and pattern (locked after 5 wrong tries)', tag: 'Auth', body: patternLoginRequestSchema, auth: false },
  { method: 'post', path: '/api/auth/login', summary: 'Sign in with e-mail and password', tag: 'Auth', body: signInRequestSchema, auth: false },
  { method: 'post', path: '/api/auth/signin', summary: 'Sign in with e-mail and password (/auth)', tag: 'Auth', body: signInRequestSchema, auth: false },
  { method: 'post', path: '/api/auth/logout', summary: 'End the session', tag: 'Auth', auth: false },
  { method: 'get', path: '/api/auth/me', summary: 'The signed-in user', tag: 'Auth' },
  { method: 'get', path: '/api/candidates', summary: 'Candidate profiles visible to the caller', tag: 'Candidates' },
  { method: 'get', path: '/api/candidates/me', summary: "The caller's candidate profile", tag: 'Candidates' },
  { method: 'put', path: '/api/candidates/me', summary: "Create or update the caller's candidate profile", tag: 'Candidates', body: candidateProfileFormSchema.partial() },
  { method: 'get', path: '/api/candidates/user/:userId', summary: "A user's candidate profile, as the caller may see it", tag: 'Candidates' },
  { method: 'get', path: '/api/candidates/:candidateId/potential-matches', summary: 'How many active jobs match the candidate at 70 or more', tag: 'Candidates' },
  { method: 'get', path: '/api/candidates/:candidateId/scheduled-calls', summary: "The candidate's upcoming interviews", tag: 'Candidates' },
  { method: 'get', path: '/api/employers/user/:userId', summary: "A user's company profile", tag: 'Employers' },
  { method: 'post', path: '/api/employers', summary: 'Create the caller’s company profile', tag: 'Employers', body: companyProfileFormSchema },
  { method: 'put', path: '/api/employers/:id', summary: 'Update the caller’s company profile', tag: 'Employers', body: companyProfileFormSchema },
  { method: 'get', path: '/api/jobs', summary: 'Jobs visible to the caller (active jobs, and an employer’s own)', tag: 'Jobs' },
  { method: 'get', path: '/api/jobs/employer/:employerId', summary: 'An employer’s jobs visible to the caller', tag: 'Jobs' },
  { method: 'post', path: '/api/jobs', summary: 'Post a job (employers with a company profile, within the plan’s monthly limit)', tag: 'Jobs', body: jobPostingFieldsSchema },
  { method: 'get', path: '/api/applications/candidate/:candidateId', summary: "A candidate's applications visible to the caller", tag: 'Applications' },
  { method: 'get', path: '/api/applications/employer/:employerId', summary: "Applications to an employer's jobs (that employer only)", tag: 'Applications' },
  { method: 'post', path: '/api/applications', summary: 'Apply to an active job', tag: 'Applications', body: applyFormSchema },
  { method: 'put', path: '/api/applications/:applicationId', summary: 'Move an application through the pipeline (its employer)', tag: 'Applications', body: applicationStatusUpdateSchema },
  { method: 'post', path: '/api/replication/:collection/pull', summary: 'Changes after a checkpoint', tag: 'Replication', body: pullQuerySchema },
  { method: 'post', path: '/api/replication/:collection/push', summary: 'Write documents; answers conflicts and refusals', tag: 'Replication', body: pushBodySchema },
  { method: 'get', path: '/api/replication/stream', summary: 'Server-Sent Events naming changed collections', tag: 'Replication' },
  { method: 'put', path: '/api/account/name', summary: "Change the caller's first and last name", tag: 'Account', body: changeNameRequestSchema },
  { method: 'put', path: '/api/account/password', summary: 'Set or change the password (the current one is required when set); ends the other sessions', tag: 'Account', body: changePasswordRequestSchema },
  { method: 'get', path: '/api/account/sign-in-methods', summary: 'How the account can sign in: password, pattern, phone, e-mail', tag: 'Account' },
  { method: 'put', path: '/api/account/notification-prefs', summary: 'Which notification types the caller receives', tag: 'Account', body: notificationPrefsRequestSchema },
  { method: 'get', path: '/api/account/export', summary: "Download all of the caller's data as JSON", tag: 'Account' },
  { method: 'delete', path: '/api/account', summary: 'Delete the account (password, or DELETE when it has none); every device removes its data', tag: 'Account', body: deleteAccountRequestSchema },
  { method: 'post', path: '/api/verification/email', summary: 'Send a 6-digit code to the company e-mail; the check becomes pending', tag: 'Verification', body: companyEmailVerificationFormSchema },
  { method: 'post', path: '/api/verification/email/confirm', summary: 'Confirm the company e-mail with its code; the check becomes verified', tag: 'Verification', body: companyEmailCodeFormSchema },
  { method: 'post', path: '/api/verification/reference', summary: 'Ask a professional reference to confirm your work; they get a single-use link and the check becomes pending', tag: 'Verification', body: referenceVerificationFormSchema },
  { method: 'get', path: '/api/verification/reference/request', summary: "What the reference's page shows for its link (?token=); uses nothing up", tag: 'Verification', auth: false },
  { method: 'post', path: '/api/verification/reference/respond', summary: 'The reference confirms or declines; spends the link; the check becomes verified or rejected', tag: 'Verification', body: referenceResponseRequestSchema, auth: false },
];

function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

/** Build the OpenAPI 3.1 document. */
export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const ep of ENDPOINTS) {
    const params = [...ep.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const op: Record<string, unknown> = {
      summary: ep.summary,
      tags: [ep.tag],
      ...(params.length ? { parameters: params } : {}),
      ...(ep.auth === false ? { security: [] } : {}),
      responses: { '200': { description: 'OK' }, '4XX': { description: 'Error: { error: { code, message } }' } },
    };
    if (ep.body) {
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: z.toJSONSchema(ep.body, { unrepresentable: 'any', io: 'input' }) } },
      };
    }
    (paths[toOpenApiPath(ep.path)] ??= {})[ep.method] = op;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'HireSync API', version: '1.0.0' },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    security: [{ session: [] }],
    // The groups in the order the list gives them, so readers (the documentation page) can keep that order.
    tags: [...new Set(ENDPOINTS.map((ep) => ep.tag))].map((name) => ({ name })),
    paths,
  };
}
