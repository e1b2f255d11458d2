import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { COMPANY_ROLE_LABELS, companyRoleSchema, type CompanyResponse, type CompanyRole } from '@shared/schemas/company.ts';
import { session } from '../../state/session.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { describeError } from '../../sync/api.ts';
import { Badge, Button, Card, Field, NeedsConnection, Select, TextInput, toast } from '../../ui/index.ts';
import { changeMemberRole, inviteMember, removeMember, resendInvitation, revokeInvitation } from './company-api.ts';

const ROLE_OPTIONS = companyRoleSchema.options.map((role) => ({ value: role, label: COMPANY_ROLE_LABELS[role] }));

/**
 * The Team section of the employer dashboard: admins invite by e-mail with a role, change roles, remove
 * members and resend or revoke pending invitations; recruiters see the team. Changes act on the server at once.
 */
export function TeamSection({ company, onChanged }: { company: CompanyResponse; onChanged: () => void }) {
  const { online } = useSnapshot(syncStatus);
  const { user } = useSnapshot(session);
  const isAdmin = company.company?.role === 'admin';
  const act = async (what: string, call: () => Promise<unknown>) => {
    try {
      await call();
      toast({ title: what, variant: 'success' });
      onChanged();
    } catch (error) {
      toast({ title: describeError(error, 'That did not work. Try again.'), variant: 'destructive' });
    }
  };
  if (!company.company || company.company.role === 'interviewer') return null;
  return (
    <Card as="section" title="Team" description={`People hiring for ${company.company.name || 'your company'}`} aria-label="Team">
      <ul className="flex flex-col divide-y divide-slate-100" aria-label="Members">
        {company.members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{member.name}</p>
              <p className="truncate text-sm text-slate-600">{member.email}</p>
            </div>
            {isAdmin && member.userId !== user?.id ? (
              <div className="flex items-center gap-2">
                <Select
                  aria-label={`Role of ${member.name}`}
                  value={member.role}
                  options={ROLE_OPTIONS}
                  disabled={!online}
                  onChange={(e) => act('Role changed', () => changeMemberRole(member.userId, e.target.value as CompanyRole))}
                />
                <Button variant="secondary" size="sm" disabled={!online} onClick={() => act(`${member.name} removed`, () => removeMember(member.userId))}>
                  Remove
                </Button>
              </div>
            ) : (
              <Badge>{COMPANY_ROLE_LABELS[member.role]}</Badge>
            )}
          </li>
        ))}
      </ul>
      {isAdmin && (
        <>
          {company.invitations.length > 0 && (
            <>
              <h3 className="mt-4 text-sm font-semibold text-slate-900">Pending invitations</h3>
              <ul className="flex flex-col divide-y divide-slate-100" aria-label="Pending invitations">
                {company.invitations.map((invitation) => (
                  <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="min-w-0 truncate text-sm text-slate-700">
                      {invitation.email} · {COMPANY_ROLE_LABELS[invitation.role]}
                    </span>
                    <span className="flex gap-2">
                      <Button variant="secondary" size="sm" disabled={!online} onClick={() => act('Invitation sent again', () => resendInvitation(invitation.id))}>
                        Resend
                      </Button>
                      <Button variant="secondary" size="sm" disabled={!online} onClick={() => act('Invitation revoked', () => revokeInvitation(invitation.id))}>
                        Revoke
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {online ? <InviteForm onInvited={(email) => act(`Invitation sent to ${email}`, async () => {})} /> : <NeedsConnection what="Inviting members" />}
        </>
      )}
    </Card>
  );
}

function InviteForm({ onInvited }: { onInvited: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('recruiter');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await inviteMember(email, role);
      setEmail('');
      onInvited(email);
    } catch (error) {
      toast({ title: describeError(error, 'The invitation was not sent. Try again.'), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit} aria-label="Invite a member">
      <Field label="E-mail" className="min-w-0 flex-1">
        <TextInput type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
      </Field>
      <Field label="Role">
        <Select value={role} options={ROLE_OPTIONS} onChange={(e) => setRole(e.target.value as CompanyRole)} />
      </Field>
      <Button type="submit" disabled={sending}>
        Invite
      </Button>
    </form>
  );
}
