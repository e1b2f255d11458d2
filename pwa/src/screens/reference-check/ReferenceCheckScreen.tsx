import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useSnapshot } from 'valtio';
import { REFERENCE_RELATIONSHIP_LABELS } from '@shared/catalog.ts';
import { ERROR_TOASTS, VERIFICATION_ERROR_MESSAGES } from '@shared/messages.ts';
import type { ReferenceRequestView } from '@shared/schemas/verification-forms.ts';
import { showFailure } from '../../features/auth/show-failure.ts';
import { answerReferenceRequest, fetchReferenceRequest } from '../../features/verification/verification-api.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { ApiError, describeError } from '../../sync/api.ts';
import { Button, ButtonLink, Card, NeedsConnection, Spinner } from '../../ui/index.ts';
import { formatDate } from '../../ui/format-date.ts';

type State =
  | { name: 'loading' }
  | { name: 'invalid' }
  | { name: 'failed'; message: string }
  | { name: 'asking'; request: ReferenceRequestView }
  | { name: 'answered'; confirmed: boolean; request: ReferenceRequestView };

/**
 * /reference-check?token=…: where a professional reference's link opens (decisions.md: a reference confirms by a
 * single-use link). No account needed. Opening the page changes nothing, so a mail scanner fetching the link
 * spends nothing; only Confirm or Decline (a POST) uses the link up.
 */
export function ReferenceCheckScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { online } = useSnapshot(syncStatus);
  const [state, setState] = useState<State>({ name: 'loading' });
  const [answering, setAnswering] = useState<'confirm' | 'decline' | null>(null);

  useEffect(() => {
    if (!token) {
      setState({ name: 'invalid' });
      return;
    }
    if (!online) return;
    const controller = new AbortController();
    setState({ name: 'loading' });
    fetchReferenceRequest(token, controller.signal)
      .then((request) => setState({ name: 'asking', request }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ name: 'invalid' });
        else setState({ name: 'failed', message: describeError(error, VERIFICATION_ERROR_MESSAGES.referenceRequestUnavailable) });
      });
    return () => controller.abort();
  }, [token, online]);

  const answer = async (request: ReferenceRequestView, decision: 'confirm' | 'decline') => {
    setAnswering(decision);
    try {
      const { status } = await answerReferenceRequest({ token, decision });
      setState({ name: 'answered', confirmed: status === 'verified', request });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setState({ name: 'invalid' });
      else showFailure(ERROR_TOASTS.referenceAnswerFailed, error);
    } finally {
      setAnswering(null);
    }
  };

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Confirm a reference</h1>
      <Card className="mt-6">
        {!online && state.name !== 'answered' && state.name !== 'invalid' ? (
          <NeedsConnection what="Answering a reference request" />
        ) : state.name === 'loading' ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading the request" />
          </div>
        ) : state.name === 'invalid' ? (
          <div className="flex flex-col gap-4">
            <p className="text-slate-700">{VERIFICATION_ERROR_MESSAGES.invalidReferenceLink}</p>
            <p className="text-sm text-slate-600">
              If you still want to vouch for them, ask them to send you a new request from their Verification page.
            </p>
          </div>
        ) : state.name === 'failed' ? (
          <p className="text-slate-700" role="alert">
            {state.message}
          </p>
        ) : state.name === 'answered' ? (
          <div className="flex flex-col gap-4" role="status">
            <p className="text-lg font-semibold text-slate-900">Thank you, {state.request.referenceName}.</p>
            <p className="text-slate-700">
              {state.confirmed
                ? `Your confirmation is recorded: ${state.request.candidateName}'s reference now shows as verified.`
                : `Your answer is recorded: ${state.request.candidateName}'s reference was not confirmed.`}{' '}
              This link no longer works.
            </p>
            <ButtonLink href="/how-it-works" variant="secondary" className="w-full sm:w-fit">
              What is HireSync?
            </ButtonLink>
          </div>
        ) : (
          <ReferenceQuestion request={state.request} answering={answering} onAnswer={(decision) => answer(state.request, decision)} />
        )}
      </Card>
    </div>
  );
}

function ReferenceQuestion({
  request,
  answering,
  onAnswer,
}: {
  request: ReferenceRequestView;
  answering: 'confirm' | 'decline' | null;
  onAnswer: (decision: 'confirm' | 'decline') => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">
        Hello {request.referenceName}, <strong className="font-semibold text-slate-900">{request.candidateName}</strong> named you
        as a professional reference.
      </p>
      <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Worked together at</dt>
          <dd className="font-medium text-slate-900">{request.referenceCompany}</dd>
        </div>
        <div>
          <dt className="text-slate-600">You were their</dt>
          <dd className="font-medium text-slate-900">{REFERENCE_RELATIONSHIP_LABELS[request.referenceRelation]}</dd>
        </div>
        {request.workDescription && (
          <div className="sm:col-span-2">
            <dt className="text-slate-600">What they say you worked on</dt>
            <dd className="whitespace-pre-line text-slate-900">{request.workDescription}</dd>
          </div>
        )}
      </dl>
      <p className="text-sm text-slate-600">
        Confirm only if this is true. Your answer is final and this link works once, until {formatDate(request.expiresAt)}.
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" isLoading={answering === 'decline'} disabled={answering !== null} onClick={() => onAnswer('decline')}>
          Decline
        </Button>
        <Button isLoading={answering === 'confirm'} disabled={answering !== null} onClick={() => onAnswer('confirm')}>
          Confirm
        </Button>
      </div>
    </div>
  );
}
