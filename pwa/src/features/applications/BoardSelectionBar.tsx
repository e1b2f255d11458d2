import { useState } from 'react';
import { BOARD_TEXTS, ERROR_TOASTS, TAG_TEXTS, TEMPLATE_TEXTS, VALIDATION_MESSAGES } from '@shared/messages.ts';
import { tagForName } from '@shared/rules/company-tags.ts';
import { tagNameSchema, type ApplicationTag, type TagColour } from '@shared/schemas/company-tags.ts';
import { TagChip, TagColourPicker } from '../company/TagChips.tsx';
import { reloadTags } from '../company/use-tags.ts';
import { EMPLOYER_SETTABLE_STATUSES, REJECTION_REASON_LABELS, getApplicationStatusLabel } from '@shared/rules/application-status.ts';
import type { Application, RejectionReason } from '@shared/schemas/application.ts';
import type { CompanyTemplate } from '@shared/schemas/company-templates.ts';
import { REJECTION_REASONS } from '@shared/schemas/enum-values.ts';
import { scheduleTemplateSend, sendTemplate } from '../company/templates-api.ts';
import { useTemplates } from '../company/use-templates.ts';
import { describeError } from '../../sync/api.ts';
import { Button, Checkbox, Dialog, Field, Select, TextArea, TextInput, toast } from '../../ui/index.ts';
import { runBulkAction, runBulkTag, type BulkOutcome, type BulkReview } from './board-bulk.ts';
import { bulkActionBlock } from './board-selection.ts';

/** The stages a bulk move offers: what an employer sets, without Rejected (its own action, with the reason). */
const MOVE_STAGES = EMPLOYER_SETTABLE_STATUSES.filter((status) => status !== 'rejected');

/** What the last bulk action did, as shown under the bar until dismissed. */
export interface BulkResult {
  rejected: boolean;
  done: number;
  refused: { name: string; reason: string }[];
  queued: boolean;
  /** A bulk tag: its result line (no move). */
  tagged?: string;
  /** The Message action alone: no move, only the template's sending. */
  messageOnly?: boolean;
  /** A template sent with the action (or alone): how many got it, and which did not, with why. */
  message?: { sent: number; refused: { name: string; reason: string }[]; offline: boolean; scheduled?: { id: string; sendAt: string; count: number } };
}

/** The template choices, the kind's own first (rejection templates for a rejection). */
function templateOptions(templates: readonly CompanyTemplate[] | null, first: CompanyTemplate['kind'] | null) {
  const list = [...(templates ?? [])].sort((a, b) => Number(b.kind === first) - Number(a.kind === first));
  return list.map((t) => ({ value: t.id, label: `${t.name} (${TEMPLATE_TEXTS.kinds[t.kind]})` }));
}

/**
 * The board's selection bar: how many cards are selected, and the bulk actions on them: Move to a stage,
 * Reject (with a reason from the same list as a single rejection), Clear. Above the cap of one action it says
 * so and offers nothing but Clear. It wraps on a phone, so it fits at 360 px.
 */
export function BoardSelectionBar({
  selected,
  applications,
  tags,
  online,
  userId,
  onClear,
  onResult,
}: {
  selected: readonly Application[];
  /** Every application on the device: a candidate's tags go onto each of theirs. */
  applications: readonly Application[];
  /** The company's tags to pick from. */
  tags: readonly ApplicationTag[];
  online: boolean;
  userId: string | undefined;
  onClear: () => void;
  onResult: (result: BulkResult) => void;
}) {
  const [tagging, setTagging] = useState<'add' | 'remove' | null>(null);
  const [moveTo, setMoveTo] = useState<string>(MOVE_STAGES[1] ?? 'considered');
  const [isRejecting, setIsRejecting] = useState(false);
  const [isMessaging, setIsMessaging] = useState(false);
  const [isRunning, setIsRunning] = useState(false);
  const { templates } = useTemplates(online);
  const block = bulkActionBlock(selected.length);
  const names = new Map(selected.map((application) => [application.id, application.candidateName]));
  const named = (refused: { id: string; reason: string }[]) => refused.map(({ id, reason }) => ({ name: names.get(id) ?? id, reason }));
  /** The server renders and sends the template to each; a refusal of the whole request counts all as not sent. */
  const send = async (templateId: string, ids: string[]): Promise<NonNullable<BulkResult['message']>> => {
    if (ids.length === 0) return { sent: 0, refused: [], offline: false };
    try {
      const answer = await sendTemplate(templateId, ids);
      return { sent: answer.sent.length, refused: named(answer.refused), offline: false };
    } catch (error) {
      if (error instanceof TypeError) return { sent: 0, refused: [], offline: true };
      const reason = describeError(error, BOARD_TEXTS.bulkFailed);
      return { sent: 0, refused: ids.map((id) => ({ name: names.get(id) ?? id, reason })), offline: false };
    }
  };
  /** A delayed rejection: scheduled on the server, cancellable from the result until it goes. */
  const schedule = async (templateId: string, ids: string[]): Promise<NonNullable<BulkResult['message']>> => {
    if (ids.length === 0) return { sent: 0, refused: [], offline: false };
    try {
      const scheduled = await scheduleTemplateSend(templateId, ids);
      return { sent: 0, refused: [], offline: false, scheduled: { ...scheduled, count: ids.length } };
    } catch (error) {
      if (error instanceof TypeError) return { sent: 0, refused: [], offline: true };
      const reason = describeError(error, BOARD_TEXTS.bulkFailed);
      return { sent: 0, refused: ids.map((id) => ({ name: names.get(id) ?? id, reason })), offline: false };
    }
  };
  const run = async (review: BulkReview, templateId?: string, delayed = false) => {
    setIsRunning(true);
    try {
      const outcome: BulkOutcome = await runBulkAction(selected, review, { online, userId });
      // The template goes after the rejection, to the ones it moved only (not those already rejected).
      const wasRejected = new Set(selected.filter((application) => application.status === 'rejected').map((application) => application.id));
      const moved = outcome.done.filter((id) => !wasRejected.has(id));
      const message = templateId ? (outcome.queued ? { sent: 0, refused: [], offline: true } : await (delayed ? schedule : send)(templateId, moved)) : undefined;
      onResult({
        rejected: review.status === 'rejected',
        done: outcome.done.length,
        refused: named(outcome.refused),
        queued: outcome.queued,
        ...(message ? { message } : {}),
      });
      onClear();
      setIsRejecting(false);
    } catch (error) {
      toast({ title: BOARD_TEXTS.bulkFailed, description: describeError(error, ERROR_TOASTS.statusUpdateFailed.description), variant: 'destructive' });
    } finally {
      setIsRunning(false);
    }
  };
  const message = async (templateId: string) => {
    setIsRunning(true);
    try {
      const sent = await send(templateId, selected.map((application) => application.id));
      onResult({ rejected: false, done: 0, refused: [], queued: false, messageOnly: true, message: sent });
      onClear();
      setIsMessaging(false);
    } finally {
      setIsRunning(false);
    }
  };
  const tag = async (mode: 'add' | 'remove', chosen: ApplicationTag) => {
    setIsRunning(true);
    try {
      const outcome = await runBulkTag(selected, applications, mode === 'add' ? { add: chosen } : { remove: chosen });
      const count = new Set(selected.map((application) => application.candidateId)).size;
      onResult({
        rejected: false,
        done: outcome.written.length,
        refused: [],
        queued: !online,
        tagged: mode === 'add' ? TAG_TEXTS.bulkTagged(count, chosen.name) : TAG_TEXTS.bulkUntagged(count, chosen.name),
      });
      // The server may make a tag created here: read the list again once the push has had a moment.
      if (online && mode === 'add') setTimeout(reloadTags, 1500);
      onClear();
      setTagging(null);
    } catch {
      toast({ title: TAG_TEXTS.writeFailed, variant: 'destructive' });
    } finally {
      setIsRunning(false);
    }
  };
  // The tags the selected candidates carry: what Remove offers.
  const carried = tags.filter((t) => selected.some((application) => application.tags?.some((own) => own.id === t.id)));
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
        {!block && (
          <Button variant="secondary" className="flex-1 sm:flex-none" disabled={isRunning || !online || !templates} onClick={() => setIsMessaging(true)}>
            {TEMPLATE_TEXTS.messageButton}
          </Button>
        )}
        <Button variant="ghost" className="flex-1 sm:flex-none" onClick={onClear}>
          {BOARD_TEXTS.clearButton}
        </Button>
      </div>
      {!block && (
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1 sm:flex-none" disabled={isRunning} onClick={() => setTagging('add')}>
            {TAG_TEXTS.addTag}
          </Button>
          <Button variant="secondary" className="flex-1 sm:flex-none" disabled={isRunning || carried.length === 0} onClick={() => setTagging('remove')}>
            {TAG_TEXTS.removeTag}
          </Button>
        </div>
      )}
      {tagging && (
        <BulkTagDialog
          mode={tagging}
          count={new Set(selected.map((application) => application.candidateId)).size}
          tags={tagging === 'add' ? tags : carried}
          isRunning={isRunning}
          onClose={() => setTagging(null)}
          onConfirm={(chosen) => void tag(tagging, chosen)}
        />
      )}
      <BulkRejectDialog
        open={isRejecting}
        count={selected.length}
        isRunning={isRunning}
        templates={online ? templates : null}
        onClose={() => setIsRejecting(false)}
        onConfirm={(review, templateId, delayed) => void run(review, templateId, delayed)}
      />
      <BulkMessageDialog open={isMessaging} count={selected.length} isRunning={isRunning} templates={templates} onClose={() => setIsMessaging(false)} onConfirm={(templateId) => void message(templateId)} />
    </section>
  );
}

function BulkRejectDialog({
  open,
  count,
  isRunning,
  templates,
  onClose,
  onConfirm,
}: {
  open: boolean;
  count: number;
  isRunning: boolean;
  templates: readonly CompanyTemplate[] | null;
  onClose: () => void;
  onConfirm: (review: BulkReview, templateId?: string, delayed?: boolean) => void;
}) {
  const [reason, setReason] = useState<RejectionReason | ''>('');
  const [detail, setDetail] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [delayed, setDelayed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    if (!reason) {
      setError(VALIDATION_MESSAGES.rejectionReasonRequired);
      return;
    }
    onConfirm({ status: 'rejected', rejectionReason: reason, ...(detail.trim() ? { rejectionDetail: detail.trim() } : {}) }, templateId || undefined, !!templateId && delayed);
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
        {templates && (
          <Field label={TEMPLATE_TEXTS.templateLabel}>
            <Select value={templateId} onChange={(e) => setTemplateId(e.target.value)} options={[{ value: '', label: TEMPLATE_TEXTS.noTemplate }, ...templateOptions(templates, 'rejection')]} />
          </Field>
        )}
        {templates && templateId && (
          <Checkbox label={TEMPLATE_TEXTS.delayLabel} description={TEMPLATE_TEXTS.delayHint} checked={delayed} onChange={(e) => setDelayed(e.target.checked)} />
        )}
      </div>
    </Dialog>
  );
}

/** The Message action: one template for every selected candidate, rendered and sent by the server. */
function BulkMessageDialog({
  open,
  count,
  isRunning,
  templates,
  onClose,
  onConfirm,
}: {
  open: boolean;
  count: number;
  isRunning: boolean;
  templates: readonly CompanyTemplate[] | null;
  onClose: () => void;
  onConfirm: (templateId: string) => void;
}) {
  const options = templateOptions(templates, 'other');
  const [templateId, setTemplateId] = useState('');
  const chosen = templateId || options[0]?.value || '';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={TEMPLATE_TEXTS.messageTitle(count)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {BOARD_TEXTS.cancel}
          </Button>
          <Button isLoading={isRunning} disabled={!chosen} onClick={() => onConfirm(chosen)}>
            {TEMPLATE_TEXTS.send}
          </Button>
        </>
      }
    >
      <Field label={TEMPLATE_TEXTS.templateLabel}>
        <Select value={chosen} onChange={(e) => setTemplateId(e.target.value)} options={options} />
      </Field>
    </Dialog>
  );
}

const NEW_TAG = '__new__';

/**
 * Add a tag (one of the company's, or a new one: a name and a colour, made on the device with a fresh id, so
 * it works offline too) or remove one the selected candidates carry.
 */
export function BulkTagDialog({
  mode,
  count,
  tags,
  isRunning,
  onClose,
  onConfirm,
}: {
  mode: 'add' | 'remove';
  count: number;
  tags: readonly ApplicationTag[];
  isRunning: boolean;
  onClose: () => void;
  onConfirm: (tag: ApplicationTag) => void;
}) {
  const [choice, setChoice] = useState(mode === 'add' && tags.length === 0 ? NEW_TAG : '');
  const [name, setName] = useState('');
  const [colour, setColour] = useState<TagColour>('blue');
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    if (choice === NEW_TAG) {
      const parsed = tagNameSchema.safeParse(name);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message);
        return;
      }
      onConfirm(tagForName(parsed.data, colour, tags, () => crypto.randomUUID()));
      return;
    }
    const tag = tags.find((t) => t.id === choice);
    if (!tag) {
      setError(TAG_TEXTS.pickPlaceholder);
      return;
    }
    onConfirm(tag);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={mode === 'add' ? TAG_TEXTS.addTitle(count) : TAG_TEXTS.removeTitle(count)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {TAG_TEXTS.cancel}
          </Button>
          <Button isLoading={isRunning} onClick={confirm}>
            {mode === 'add' ? TAG_TEXTS.addTag : TAG_TEXTS.removeTag}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label={TAG_TEXTS.pickLabel} error={choice === NEW_TAG ? undefined : error}>
          <Select
            value={choice}
            onChange={(e) => {
              setChoice(e.target.value);
              setError(undefined);
            }}
            options={[
              { value: '', label: TAG_TEXTS.pickPlaceholder },
              ...tags.map((t) => ({ value: t.id, label: t.name })),
              ...(mode === 'add' ? [{ value: NEW_TAG, label: TAG_TEXTS.newTagOption }] : []),
            ]}
          />
        </Field>
        {choice === NEW_TAG && (
          <>
            <Field label={TAG_TEXTS.newNameLabel} error={error}>
              <TextInput
                value={name}
                maxLength={40}
                autoComplete="off"
                onChange={(e) => {
                  setName(e.target.value);
                  setError(undefined);
                }}
              />
            </Field>
            <TagColourPicker value={colour} onChange={setColour} />
            {name.trim() && (
              <p>
                <TagChip tag={{ name: name.trim(), colour }} />
              </p>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
