import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ID_DOCUMENT_TYPE_LABELS, type IdDocumentType } from '@shared/catalog.ts';
import { idDecisionSchema } from '@shared/schemas/verification-forms.ts';
import { decideIdReview, fetchIdReviews, idReviewDocumentUrl, type IdReview } from '../../features/support/id-review-api.ts';
import { onIdReviewsMoved } from '../../sync/id-review-hints.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { describeError } from '../../sync/api.ts';
import { Button, Dialog, EmptyState, Field, NeedsConnection, Spinner, TextArea, toast } from '../../ui/index.ts';
import { formatDate, formatDateTime } from '../../ui/format-date.ts';

const documentTypeLabel = (type: string) => ID_DOCUMENT_TYPE_LABELS[type as IdDocumentType] ?? type;

/**
 * The ID submissions waiting for a decision, oldest first, read from the server each time (never cached on the
 * device: they hold other people's identity documents), and again whenever the live stream says the queue moved. Opening one shows its document streamed from the server;
 * Approve or Reject (with a reason) decides it and it leaves the list.
 */
export function IdReviewsTab() {
  const { online } = useSnapshot(syncStatus);
  const [reviews, setReviews] = useState<IdReview[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<IdReview | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setError(null);
      setReviews(await fetchIdReviews(signal));
    } catch (caught) {
      if (signal?.aborted) return;
      setError(describeError(caught, 'The ID reviews could not be loaded.'));
    }
  }, []);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    void load(controller.signal);
    // The live stream says when the queue moved (a submission, a replacement, another agent's decision).
    const stop = onIdReviewsMoved(() => void load(controller.signal));
    return () => {
      stop();
      controller.abort();
    };
  }, [online, load]);

  const decided = (review: IdReview) => {
    setOpen(null);
    setReviews((current) => current?.filter((r) => r.verificationId !== review.verificationId) ?? null);
  };

  if (!online) return <NeedsConnection what="Reviewing ID documents" />;
  if (error) {
    return (
      <div className="flex flex-col items-center gap-3 p-6 text-center text-slate-700" role="alert">
        <p>{error}</p>
        <Button variant="secondary" onClick={() => void load()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!reviews) {
    return (
      <div className="flex items-center justify-center gap-2 p-8 text-slate-600" role="status">
        <Spinner label={null} /> Loading ID reviews…
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-600">Oldest first. {reviews.length === 1 ? '1 submission waits' : `${reviews.length} submissions wait`} for a decision.</p>
        <Button variant="ghost" size="sm" onClick={() => void load()}>
          Refresh
        </Button>
      </div>
      {reviews.length === 0 ? (
        <EmptyState title="No ID documents to review" description="New submissions appear here, oldest first." />
      ) : (
        <ul className="grid gap-3" data-testid="id-review-list">
          {reviews.map((review) => (
            <li key={review.verificationId} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center" data-testid="id-review">
              <ReviewDetails review={review} />
              <Button className="sm:ml-auto" onClick={() => setOpen(review)} aria-label={`Review the ID of ${review.userEmail}`}>
                Review
              </Button>
            </li>
          ))}
        </ul>
      )}
      {open && <ReviewDialog review={open} onClose={() => setOpen(null)} onDecided={decided} />}
    </div>
  );
}

function ReviewDetails({ review }: { review: IdReview }) {
  const rows: [string, string][] = [
    ['Name', `${review.firstName} ${review.lastName}`.trim()],
    ['E-mail', review.userEmail],
    ['Document', documentTypeLabel(review.documentType)],
    ['Date of birth', review.dateOfBirth ? formatDate(review.dateOfBirth) : '—'],
    ['Submitted', formatDateTime(review.submittedAt)],
  ];
  return (
    <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="min-w-0 truncate font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One submission: its details, the document, and the decision. A rejection needs a reason (shared schema). */
function ReviewDialog({ review, onClose, onDecided }: { review: IdReview; onClose: () => void; onDecided: (review: IdReview) => void }) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [pending, setPending] = useState<'verified' | 'rejected' | null>(null);
  const url = idReviewDocumentUrl(review.verificationId);
  const isPdf = review.contentType === 'application/pdf';

  const decide = async (decision: 'verified' | 'rejected') => {
    const parsed = idDecisionSchema.safeParse(decision === 'rejected' ? { decision, reason } : { decision });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setPending(decision);
    try {
      await decideIdReview(review.verificationId, parsed.data, review.idDocumentId);
      toast({ title: decision === 'verified' ? 'ID approved' : 'ID rejected', description: `${review.firstName} ${review.lastName} has been told.` });
      onDecided(review);
    } catch (caught) {
      toast({ title: 'Error', description: describeError(caught, 'The decision could not be saved. Please try again.'), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={`ID of ${`${review.firstName} ${review.lastName}`.trim() || review.userEmail}`}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => void decide('rejected')} isLoading={pending === 'rejected'} disabled={pending !== null}>
            Reject
          </Button>
          <Button onClick={() => void decide('verified')} isLoading={pending === 'verified'} disabled={pending !== null}>
            Approve
          </Button>
        </div>
      }
    >
      <div className="space-y-4">
        <ReviewDetails review={review} />
        <div className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          {isPdf ? (
            <object data={url} type="application/pdf" className="h-96 w-full" aria-label="Submitted ID document">
              <a href={url} target="_blank" rel="noreferrer" className="block p-4 text-brand-700 underline">
                Open the document
              </a>
            </object>
          ) : (
            <img src={url} alt="Submitted ID document" className="mx-auto max-h-96 w-auto object-contain" data-testid="id-review-document" />
          )}
        </div>
        <Field label="Reason" hint="Required to reject; the user reads it." error={reasonError ?? undefined}>
          <TextArea
            rows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (reasonError) setReasonError(null);
            }}
          />
        </Field>
      </div>
    </Dialog>
  );
}
