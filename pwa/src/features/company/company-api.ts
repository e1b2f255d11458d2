/**
 * The /api/company calls: the team, invitations and the invitation link's page. Members and invitations are
 * server tables, not replicated, so these need a connection; the screens say so when offline.
 */
import type { CompanyRole } from '@shared/schemas/company.ts';
import { answer, api } from '../../sync/api-client.ts';

export const fetchCompany = (signal?: AbortSignal) => answer(api.company.$get({}, { init: { signal } }));
export const inviteMember = (email: string, role: CompanyRole) => answer(api.company.invitations.$post({ json: { email, role } }));
export const resendInvitation = (id: string) => answer(api.company.invitations[':id'].resend.$post({ param: { id } }));
export const revokeInvitation = (id: string) => answer(api.company.invitations[':id'].$delete({ param: { id } }));
export const changeMemberRole = (userId: string, role: CompanyRole) => answer(api.company.members[':userId'].$patch({ param: { userId }, json: { role } }));
export const removeMember = (userId: string) => answer(api.company.members[':userId'].$delete({ param: { userId } }));
export const previewInvitation = (token: string, signal?: AbortSignal) => answer(api.company.invitation.$get({ query: { token } }, { init: { signal } }));
export const acceptInvitation = (body: { token: string; firstName?: string; lastName?: string }) => answer(api.company.invitation.accept.$post({ json: body }));
