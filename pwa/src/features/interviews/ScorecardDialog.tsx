import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { SCORECARD_TEXTS } from '@shared/messages.ts';
import { defaultScorecardAttributes } from '@shared/rules/scorecards.ts';
import { SCORECARD_RATING_LABELS, scorecardFormSchema } from '@shared/schemas/scorecard.ts';
import { useDocs } from '../../db/hooks.ts';
import { discardRefused } from '../../db/writes.ts';
import { session } from '../../state/session.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { Button, Dialog, Field, Select, TextArea, toast } from '../../ui/index.ts';
import { DraftNotice } from '../drafts/DraftNotice.tsx';
import { useValueDraft } from '../drafts/use-draft.ts';
import { BLANK_SCORECARD_DRAFT, formFromDraft, isBlankScorecardDraft, parseScorecardDraft, scorecardDraftKey, type ScorecardDraft } from './scorecard-doc.ts';
import { submitScorecard } from './scorecard-writes.ts';

const RATING_OPTIONS = SCORECARD_RATING_LABELS.map((label, i) => ({ value: String(i + 1), label }));

/**
 * The interviewer's scorecard (issue 49): each of the job's attributes (by default its top skills and Communication) on the
 * 5-point scale with an optional comment, an overall recommendation and notes. What is filled in is kept on the
 * device as a draft until it is submitted; submitting writes the card into the interview, which the device sends
 * when it is online (the server keeps it private to the company). `refill`: a refused card, to fix and send
 * again (its 'Not sent' entry goes once it is sent anew). Mounted only while open.
 */
export function ScorecardDialog({
  interviewId,
  jobId,
  candidateName,
  onClose,
  onSubmitted,
  refill,
}: {
  interviewId: string;
  jobId: string;
  candidateName: string;
  onClose: () => void;
  onSubmitted?: () => void;
  refill?: { draft: ScorecardDraft; refusedKey: string };
}) {
  const { user } = useSnapshot(session);
  const { online } = useSnapshot(syncStatus);
  const { docs } = useDocs('jobs', { id: jobId });
  const attributes = docs[0]?.scorecardAttributes ?? defaultScorecardAttributes(docs[0]?.skills ?? []);
  const [draft, setDraft] = useState<ScorecardDraft>(refill?.draft ?? BLANK_SCORECARD_DRAFT);
  const drafts = useValueDraft(scorecardDraftKey(interviewId), draft, setDraft, { blank: BLANK_SCORECARD_DRAFT, isBlank: isBlankScorecardDraft, parse: parseScorecardDraft });
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const setRating = (attribute: string, change: { rating?: number; comment?: string }) =>
    setDraft((d) => ({ ...d, ratings: { ...d.ratings, [attribute]: { ...d.ratings[attribute], ...change } } }));

  const send = async () => {
    if (!user) return;
    const parsed = scorecardFormSchema.safeParse(formFromDraft(attributes, draft));
    if (!parsed.success) {
      // A comment or the notes too long says so; anything else is a rating or the recommendation missing.
      const tooLong = parsed.error.issues.find((issue) => issue.code === 'too_big' && issue.path.some((p) => p === 'comment' || p === 'notes'));
      return setError(tooLong?.message ?? SCORECARD_TEXTS.incomplete);
    }
    setError(null);
    setIsSending(true);
    try {
      await submitScorecard(interviewId, parsed.data, user);
      await drafts.clear();
      if (refill) await discardRefused(refill.refusedKey);
      toast({ ...(online ? SCORECARD_TEXTS.submitted : SCORECARD_TEXTS.savedOffline), variant: 'success' });
      onSubmitted?.();
      onClose();
    } catch {
      setError(SCORECARD_TEXTS.saveFailed);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={SCORECARD_TEXTS.title}
      description={SCORECARD_TEXTS.description(candidateName)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {SCORECARD_TEXTS.later}
          </Button>
          <Button onClick={() => void send()} isLoading={isSending}>
            {SCORECARD_TEXTS.submit}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {attributes.map((attribute) => (
          <div key={attribute} className="grid gap-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <Field label={attribute}>
              <Select
                placeholder="Rate"
                options={RATING_OPTIONS}
                value={String(draft.ratings[attribute]?.rating ?? '')}
                onChange={(e) => setRating(attribute, { rating: Number(e.target.value) || undefined })}
              />
            </Field>
            <Field label={`Comment on ${attribute}`}>
              <TextArea rows={1} value={draft.ratings[attribute]?.comment ?? ''} onChange={(e) => setRating(attribute, { comment: e.target.value })} />
            </Field>
          </div>
        ))}
        <Field label="Overall recommendation" isRequired>
          <Select
            placeholder="Choose"
            options={RATING_OPTIONS}
            value={String(draft.recommendation ?? '')}
            onChange={(e) => setDraft((d) => ({ ...d, recommendation: Number(e.target.value) || undefined }))}
          />
        </Field>
        <Field label="Notes">
          <TextArea rows={3} value={draft.notes} onChange={(e) => setDraft((d) => ({ ...d, notes: e.target.value }))} />
        </Field>
        <DraftNotice status={drafts.status} onDiscard={() => void drafts.discard()} />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
