import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useSnapshot } from 'valtio';
import { COMPANY_ROLE_LABELS, type CompanyRole } from '@shared/schemas/company.ts';
import { useFinishSignIn } from '../../features/auth/use-finish-sign-in.ts';
import { acceptInvitation, previewInvitation } from '../../features/company/company-api.ts';
import { session } from '../../state/session.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { ApiError, describeError } from '../../sync/api.ts';
import { Button, Card, Field, NeedsConnection, Spinner, TextInput } from '../../ui/index.ts';

type Invitation = { companyName: string; role: CompanyRole; email: string };
type State = { name: 'loading' } | { name: 'invalid' } | { name: 'failed'; message: string } | { name: 'asking'; invitation: Invitation };

const INVALID = 'This invitation link has expired or was already used. Ask the company’s admin to send it again.';

/**
 * /invitation?token=…: where a company invitation opens. Opening it changes nothing (a mail scanner's visit
 * spends nothing); only Accept (a POST) uses the link, signing up a new account or attaching the signed-in one.
 */
export function InvitationScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { online } = useSnapshot(syncStatus);
  const { user } = useSnapshot(session);
  const finish = useFinishSignIn();
  const [state, setState] = useState<State>({ name: 'loading' });
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [accepting, setAccepting] = useState(false);

  useEffect(() => {
    if (!token) return setState({ name: 'invalid' });
    if (!online) return;
    const controller = new AbortController();
    previewInvitation(token, controller.signal)
      .then((invitation) => setState({ name: 'asking', invitation }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ name: 'invalid' });
        else setState({ name: 'failed', message: describeError(error, 'The invitation could not be loaded. Try again.') });
      });
    return () => controller.abort();
  }, [token, online]);

  const accept = async (invitation: Invitation) => {
    setAccepting(true);
    try {
      const answer = await acceptInvitation({ token, ...(user ? {} : { firstName, lastName }) });
      await finish(answer.user, { title: `Welcome to ${invitation.companyName || 'the team'}` });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setState({ name: 'invalid' });
      else setState({ name: 'failed', message: describeError(error, 'The invitation could not be accepted. Try again.') });
    } finally {
      setAccepting(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Join a company</h1>
      <Card className="mt-6">
        {!online && state.name !== 'invalid' ? (
          <NeedsConnection what="Accepting an invitation" />
        ) : state.name === 'loading' ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading the invitation" />
          </div>
        ) : state.name === 'invalid' ? (
          <p className="text-slate-700">{INVALID}</p>
        ) : state.name === 'failed' ? (
          <p className="text-slate-700" role="alert">
            {state.message}
          </p>
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void accept(state.invitation);
            }}
          >
            <p className="text-slate-700">
              You are invited to hire with <strong className="font-semibold text-slate-900">{state.invitation.companyName || 'a company'}</strong> as{' '}
              <strong className="font-semibold text-slate-900">{COMPANY_ROLE_LABELS[state.invitation.role]}</strong>.
            </p>
            {user ? (
              <p className="text-sm text-slate-600">You will join with the account you are signed in with; an account belongs to one company at a time.</p>
            ) : (
              <>
                <p className="text-sm text-slate-600">Your account will use {state.invitation.email}.</p>
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field label="First name" isRequired>
                    <TextInput required value={firstName} onChange={(e) => setFirstName(e.target.value)} autoComplete="given-name" />
                  </Field>
                  <Field label="Last name" isRequired>
                    <TextInput required value={lastName} onChange={(e) => setLastName(e.target.value)} autoComplete="family-name" />
                  </Field>
                </div>
              </>
            )}
            <Button type="submit" disabled={accepting} className="w-full sm:w-fit">
              Accept
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
