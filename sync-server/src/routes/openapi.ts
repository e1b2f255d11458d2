/**
 * The OpenAPI document of /api. Each endpoint is listed once here with its shared request schema; a test checks
 * that this list and the routes the app really has are the same, so the documentation page cannot drift.
 */
import { z } from 'zod';
import { signInRequestSchema, signUpRequestSchema } from '@shared/schemas/auth-requests.ts';
import { pullQuerySchema, pushBodySchema } from '@shared/schemas/replication.ts';
import { companyProfileFormSchema } from '@shared/schemas/company-profile-form.ts';
import { jobPostingFieldsSchema } from '@shared/schemas/job-posting-form.ts';
import { candidateProfileFormSchema } from '@shared/schemas/candidate-profile-form.ts';
import { applicationStatusUpdateSchema, applyFormSchema } from '@shared/schemas/application-forms.ts';

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
  { method: 'post', path: '/api/auth/signup', summary: 'Create an account with name, e-mail, password and role', tag: 'Auth', body: signUpRequestSchema, auth: false },
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
    paths,
  };
}
