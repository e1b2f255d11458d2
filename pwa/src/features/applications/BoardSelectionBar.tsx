import { useState } from 'react';
import { BOARD_TEXTS, ERROR_TOASTS, VALIDATION_MESSAGES } from '@shared/messages.ts';
import { EMPLOYER_SETTABLE_STATUSES, REJECTION_REASON_LABELS, getApplicationStatusLabel } from '@shared/rules/application-status.ts';
import type { Application, RejectionReason } from '@shared/schemas/application.ts';
import { REJECTION_REASONS } from '@shared/schemas/enum-values.ts';
import { describeError } from '../../sync/api.ts';
import { Button, Dialog, Field, Select, TextArea, toast } from '../../ui/index.ts';
import { runBulkAction, type BulkOutcome, type BulkReview } from './board-bulk.ts';
import { bulkActionBlock } from './board-selection.ts';

/** The stages a bulk move offers: what an employer sets, without Rejected (its own action, with the reason). */
const MOVE_STAGES = EMPLOYER_SETTABLE_STATUSES.filter((status) => status !== 'rejected');

/** What the last bulk action did, as shown under the bar until dismissed. */
export interface BulkResult {
  rejected: boolean;
  done: number;
  refused: { name: string; reason: string }[];
  queued: boolean;
}

/**
 * The board's selection bar: how many cards are selected, and the bulk actions on them: Move to a stage,
 * Reject (with a reason from the same list as a single rejection), Clear. Above the cap of one action it says
 * so and offers nothing but Clear. It wraps on a phone, so it fits at 360 px.
 */
export function BoardSelectionBar({
  selected,
  online,
  userId,
  onClear,
  onResult,
}: {
  selected: readonly Application[];
  online: boolean;
  userId: string | undefined;
  onClear: () => void;
  onResult: (result: BulkResult) => void;
}) {
  const [moveTo, setMoveTo] = useState<string>(MOVE_STAGES[1] ?? 'considered');
  const [isRejecting, setIsRejecting] = useState(false);
  const [isRunning, setIsRunning] = useState(false);
  const block = bulkActionBlock(selected.length);
  const run = async (review: BulkReview) => {
    setIsRunning(true);
    try {
      const outcome: BulkOutcome = await runBulkAction(selected, review, { online, userId });
      const names = new Map(selected.map((application) => [application.id, application.candidateName]));
      onResult({
        rejected: review.status === 'rejected',
        done: outcome.done.length,
        refused: outcome.refused.map(({ id, reason }) => ({ name: names.get(id) ?? id, reason })),
        queued: outcome.queued,
      });
      onClear();
      setIsRejecting(false);
    } catch (error) {
      toast({ title: BOARD_TEXTS.bulkFailed, description: describeError(error, ERROR_TOASTS.statusUpdateFailed.description), variant: 'destructive' });
    } finally {
      setIsRunning(false);
    }
  };
  return (
    <section aria-label={BOARD_TEXTS.selectionBar} className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-brand-300 sm:flex-row sm:flex-wrap sm:items-end">
      <p className="text-sm font-semibold text-slate-900 sm:self-center" aria-live="polite">
        {BOARD_TEXTS.selected(selected.length)}
      </p>
      {block ? (
        <p className="text-sm text-red-700 sm:self-center">{block}</p>
      ) : (
        <>
          <div className="flex min-w-0 items-end gap-2">
            <Field label={BOARD_TEXTS.moveTo} className="min-w-0 flex-1">
              <Select value={moveTo} onChange={(e) => setMoveTo(e.target.value)} options={MOVE_STAGES.map((s) => ({ value: s, label: getApplicationStatusLabel(s) }))} />
            </Field>
            <Button isLoading={isRunning} onClick={() => void run({ status: moveTo as BulkReview['status'] })}>
              {BOARD_TEXTS.moveButton}
            </Button>
          </div>
        </>
      )}
      <div className="flex gap-2">
        {!block && (
          <Button variant="destructive" className="flex-1 sm:flex-none" disabled={isRunning} onClick={() => setIsRejecting(true)}>
            {BOARD_TEXTS.rejectButton}
          </Button>
        )}
        <Button variant="ghost" className="flex-1 sm:flex-none" onClick={onClear}>
          {BOARD_TEXTS.clearButton}
        </Button>
      </div>
      <BulkRejectDialog open={isRejecting} count={selected.length} isRunning={isRunning} onClose={() => setIsRejecting(false)} onConfirm={(review) => void run(review)} />
    </section>
  );
}

function BulkRejectDialog({
  open,
  count,
  isRunning,
  onClose,
  onConfirm,
}: {
  open: boolean;
  count: number;
  isRunning: boolean;
  onClose: () => void;
  onConfirm: (review: BulkReview) => void;
}) {
  const [reason, setReason] = useState<RejectionReason | ''>('');
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    if (!reason) {
      setError(VALIDATION_MESSAGES.rejectionReasonRequired);
      return;
    }
    onConfirm({ status: 'rejected', rejectionReason: reason, ...(detail.trim() ? { rejectionDetail: detail.trim() } : {}) });
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={BOARD_TEXTS.rejectTitle(count)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {BOARD_TEXTS.cancel}
          </Button>
          <Button variant="destructive" isLoading={isRunning} onClick={confirm}>
            {BOARD_TEXTS.confirmReject(count)}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label={BOARD_TEXTS.reasonLabel} error={error} hint={BOARD_TEXTS.reasonHint}>
          <Select
            value={reason}
            onChange={(e) => {
              setReason(e.target.value as RejectionReason | '');
              setError(undefined);
            }}
            options={[{ value: '', label: BOARD_TEXTS.reasonPlaceholder }, ...REJECTION_REASONS.map((r) => ({ value: r, label: REJECTION_REASON_LABELS[r] }))]}
          />
        </Field>
        <Field label={BOARD_TEXTS.reasonDetailLabel}>
          <TextArea rows={2} value={detail} maxLength={500} onChange={(e) => setDetail(e.target.value)} />
        </Field>
      </div>
    </Dialog>
  );
}
