import { useState } from 'react';
import { defaultScorecardAttributes } from '@shared/rules/scorecards.ts';
import { SCORECARD_RATING_LABELS, scorecardFormSchema, type ScorecardForm } from '@shared/schemas/scorecard.ts';
import { useDocs } from '../../db/hooks.ts';
import { Button, Dialog, Field, Select, TextArea, toast } from '../../ui/index.ts';
import { submitScorecard } from './scorecard-api.ts';

const RATING_OPTIONS = SCORECARD_RATING_LABELS.map((label, i) => ({ value: String(i + 1), label }));

/**
 * The interviewer's scorecard (issue 49): each of the job's attributes (by default its top skills and Communication) on the
 * 5-point scale with an optional comment, an overall recommendation and notes. Sent to the server, which keeps
 * it private to the company; needs a connection.
 */
export function ScorecardDialog({
  interviewId,
  jobId,
  candidateName,
  open,
  onClose,
  onSubmitted,
}: {
  interviewId: string;
  jobId: string;
  candidateName: string;
  open: boolean;
  onClose: () => void;
  onSubmitted?: () => void;
}) {
  const { docs } = useDocs('jobs', { id: jobId });
  const attributes = docs[0]?.scorecardAttributes ?? defaultScorecardAttributes(docs[0]?.skills ?? []);
  const [ratings, setRatings] = useState<Record<string, { rating?: number; comment?: string }>>({});
  const [recommendation, setRecommendation] = useState<number | undefined>();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const send = async () => {
    const form = {
      ratings: attributes.map((attribute) => ({ attribute, rating: ratings[attribute]?.rating ?? 0, comment: ratings[attribute]?.comment || undefined })),
      recommendation: recommendation ?? 0,
      notes: notes || undefined,
    };
    const parsed = scorecardFormSchema.safeParse(form);
    if (!parsed.success) return setError('Rate every attribute and give an overall recommendation.');
    setError(null);
    setIsSending(true);
    try {
      await submitScorecard(interviewId, parsed.data as ScorecardForm);
      toast({ title: 'Scorecard submitted', description: 'Your team can now compare scorecards on the application.', variant: 'success' });
      onSubmitted?.();
      onClose();
    } catch {
      setError('The scorecard could not be sent. Check your connection and try again.');
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Scorecard"
      description={`Your ratings of ${candidateName}. Others on your team see theirs beside yours once you submit.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Later
          </Button>
          <Button onClick={() => void send()} isLoading={isSending}>
            Submit Scorecard
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
                value={String(ratings[attribute]?.rating ?? '')}
                onChange={(e) => setRatings((r) => ({ ...r, [attribute]: { ...r[attribute], rating: Number(e.target.value) || undefined } }))}
              />
            </Field>
            <Field label={`Comment on ${attribute}`}>
              <TextArea rows={1} value={ratings[attribute]?.comment ?? ''} onChange={(e) => setRatings((r) => ({ ...r, [attribute]: { ...r[attribute], comment: e.target.value } }))} />
            </Field>
          </div>
        ))}
        <Field label="Overall recommendation" isRequired>
          <Select placeholder="Choose" options={RATING_OPTIONS} value={String(recommendation ?? '')} onChange={(e) => setRecommendation(Number(e.target.value) || undefined)} />
        </Field>
        <Field label="Notes">
          <TextArea rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </Field>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
