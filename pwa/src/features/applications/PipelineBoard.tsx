import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { BOARD_TEXTS, ERROR_TOASTS, SUCCESS_TOASTS, TAG_TEXTS, TEMPLATE_TEXTS, WITHDRAW_TEXTS } from '@shared/messages.ts';
import { reviewApplication } from '@shared/rules/application-review.ts';
import {
  BOARD_STAGES,
  NO_BOARD_FILTER,
  boardCards,
  daysSince,
  getStageEnteredAt,
  type BoardFilter,
  type BoardSort,
  type BoardStage,
} from '@shared/rules/application-board.ts';
import { getApplicationStatusLabel } from '@shared/rules/application-status.ts';
import { roundScore } from '@shared/rules/match-labels.ts';
import type { Application } from '@shared/schemas/application.ts';
import { patchDoc } from '../../db/writes.ts';
import { cancelScheduledSend } from '../company/templates-api.ts';
import { describeError } from '../../sync/api.ts';
import { session } from '../../state/session.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { Button, EmptyState, Field, Select, toast } from '../../ui/index.ts';
import { BoardSelectionBar, type BulkResult } from './BoardSelectionBar.tsx';
import { BoardViewControls } from './BoardViewControls.tsx';
import { EMPTY_SELECTION, clickCard, columnState, keepShown, toggleColumn, type BoardSelection } from './board-selection.ts';
import { ScreeningFlags } from './ScreeningSummary.tsx';
import { currentTags, knownTags } from '@shared/rules/company-tags.ts';
import type { CompanyTag } from '@shared/schemas/company-tags.ts';
import { TagChipList } from '../company/TagChips.tsx';
import { useTagsFollowing } from '../company/use-tags.ts';

/**
 * The per-job board of /application-tracking: one column per stage with its count, cards with name, match
 * score and days in stage. On a phone one column shows at a time, picked with the stage switcher, so the page
 * never scrolls sideways. A card moves by drag and drop (mouse, touch, or the keyboard: space on its handle,
 * arrows between stages) or through the review dialog (`onReview`); both run the shared pipeline rule, and a
 * drop it refuses says why while the card goes back. A drop onto Rejected opens the dialog, for the reason.
 * Cards can also be selected (checkbox, shift-click for a range in a column, "Select all" per column) and moved
 * or rejected together from the selection bar (BoardSelectionBar, board-bulk.ts).
 *
 * A company's interviewer (`canMove` false, issue 47) reads the board of the applicants assigned to them (the
 * only ones their device holds) and opens each to add a note: no drag and drop, no selection, no stage control;
 * on a phone every column holding one of theirs shows, stacked, since there is no switcher.
 */
export function PipelineBoard({
  applications,
  onReview,
  canMove = true,
}: {
  applications: readonly Application[];
  onReview: (id: string, status?: Application['status']) => void;
  /** False for an interviewer: the board is read and noted on, never moved. */
  canMove?: boolean;
}) {
  const userId = useSnapshot(session).user?.id;
  const { online } = useSnapshot(syncStatus);
  const [selectionState, setSelection] = useState<BoardSelection>(EMPTY_SELECTION);
  const [result, setResult] = useState<BulkResult | null>(null);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap or click on the card's buttons stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stageCoordinates }),
  );
  const jobs = useMemo(() => listJobs(applications), [applications]);
  const [jobId, setJobId] = useState<string>('');
  const [stage, setStage] = useState<BoardStage>('pending');
  const selectedJob = jobs.some((job) => job.id === jobId) ? jobId : (jobs[0]?.id ?? '');
  const [filter, setFilter] = useState<BoardFilter>(NO_BOARD_FILTER);
  const [sort, setSort] = useState<BoardSort>('match');
  const { list: tagList } = useTagsFollowing(applications);
  // The tags the filter and the bulk picker offer: the company's list and tags made offline, not sent yet.
  const tagOptions = useMemo(() => knownTags(tagList?.tags ?? null, applications), [tagList, applications]);
  const jobCards = useMemo(
    () => applications.filter((application) => application.jobId === selectedJob && BOARD_STAGES.includes(application.status as BoardStage)),
    [applications, selectedJob],
  );
  const columns = useMemo(() => {
    const byStage = Object.fromEntries(BOARD_STAGES.map((s) => [s, [] as Application[]])) as Record<BoardStage, Application[]>;
    // Filtered and ordered once; a card filtered out also leaves the selection (keepShown below).
    for (const application of boardCards(jobCards, filter, sort, new Date())) byStage[application.status as BoardStage].push(application);
    return byStage;
  }, [jobCards, filter, sort]);
  // Outside the seven stages (decisions.md): shown below them, read only, so a withdrawal is seen, not lost.
  const withdrawn = useMemo(
    () => applications.filter((application) => application.jobId === selectedJob && application.status === 'withdrawn'),
    [applications, selectedJob],
  );
  // The selection holds only cards on the board now: one that moved to another job's board or away drops out.
  const shownIds = useMemo(() => new Set(BOARD_STAGES.flatMap((s) => columns[s].map((application) => application.id))), [columns]);
  const selection = keepShown(selectionState, shownIds);
  // A new selection starts afresh: the last action's result goes.
  const select = (next: BoardSelection) => {
    if (selection.ids.length === 0 && next.ids.length > 0) setResult(null);
    setSelection(next);
  };

  if (jobs.length === 0) return <EmptyState title="No applications yet" description="When candidates apply to your jobs, their applications appear here." />;
  const now = new Date();
  const byId = new Map(applications.map((application) => [application.id, application]));
  const selected = selection.ids.map((id) => byId.get(id)).filter((application) => application !== undefined);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const application = byId.get(String(active.id));
    if (!canMove || !application || !over) return;
    const to = over.id as BoardStage;
    if (to === application.status) return;
    if (to === 'rejected' && application.status !== 'rejected') {
      onReview(application.id, 'rejected');
      return;
    }
    void moveCard(application, to, userId);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ announcements: announcementsFor(byId), screenReaderInstructions: { draggable: BOARD_TEXTS.instructions } }}>
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <Field label="Job">
          <Select
            value={selectedJob}
            onChange={(e) => {
              setJobId(e.target.value);
              setSelection(EMPTY_SELECTION);
              setResult(null);
            }}
            options={jobs.map((job) => ({ value: job.id, label: job.title }))} />
        </Field>
        {canMove && (
          <div className="lg:hidden">
            <Field label="Stage">
              <Select
                value={stage}
                onChange={(e) => setStage(e.target.value as BoardStage)}
                options={BOARD_STAGES.map((s) => ({ value: s, label: `${getApplicationStatusLabel(s)} (${columns[s].length})` }))}
              />
            </Field>
          </div>
        )}
      </div>
      <BoardViewControls
        filter={filter}
        sort={sort}
        shown={shownIds.size}
        total={jobCards.length}
        tags={tagOptions}
        onFilterChange={setFilter}
        onSortChange={setSort}
      />
      {canMove && selected.length > 0 && (
        <BoardSelectionBar
          selected={selected}
          applications={applications}
          tags={tagOptions}
          online={online}
          userId={userId}
          onClear={() => setSelection(EMPTY_SELECTION)}
          onResult={setResult}
        />
      )}
      {result && <BulkResultNotice result={result} onDismiss={() => setResult(null)} />}
      <div className="grid gap-3 lg:grid-cols-7">
        {BOARD_STAGES.map((s) => {
          const columnIds = columns[s].map((application) => application.id);
          return (
            <StageColumn
              key={s}
              stage={s}
              count={columns[s].length}
              isShownOnPhone={canMove ? s === stage : columnIds.length > 0}
              isSelectable={canMove}
              selectAll={columnState(selection, columnIds)}
              onSelectAll={() => select(toggleColumn(selection, columnIds))}
            >
              {columns[s].map((application) => (
                <BoardCard
                  key={application.id}
                  application={application}
                  now={now}
                  tagList={tagList?.tags ?? null}
                  onReview={onReview}
                  canMove={canMove}
                  isSelected={selection.ids.includes(application.id)}
                  onSelect={(shiftKey) => select(clickCard(selection, s, columnIds, application.id, shiftKey))}
                />
              ))}
            </StageColumn>
          );
        })}
      </div>
      {withdrawn.length > 0 && <WithdrawnList applications={withdrawn} now={now} />}
    </div>
    </DndContext>
  );
}

function StageColumn({
  stage,
  count,
  isShownOnPhone,
  isSelectable,
  selectAll,
  onSelectAll,
  children,
}: {
  stage: BoardStage;
  count: number;
  isShownOnPhone: boolean;
  isSelectable: boolean;
  selectAll: 'all' | 'some' | 'none';
  onSelectAll: () => void;
  children: React.ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const label = getApplicationStatusLabel(stage);
  return (
    <section
      ref={setNodeRef}
      aria-label={`${label}, ${count}`}
      className={`${isShownOnPhone ? 'flex' : 'hidden'} min-w-0 flex-col gap-2 rounded-2xl p-2 ring-1 lg:flex ${isOver ? 'bg-brand-50 ring-brand-400' : 'bg-slate-50 ring-slate-200'}`}
    >
      <h3 className="flex items-center justify-between px-1 text-sm font-semibold text-slate-900">
        <span className="truncate" title={label}>{label}</span>
        <span className="rounded-full bg-white px-2 text-xs text-slate-700 ring-1 ring-slate-200">{count}</span>
      </h3>
      {isSelectable && count > 0 && (
        <label className="flex cursor-pointer items-center gap-2 px-1 text-xs text-slate-700">
          <input
            type="checkbox"
            className="size-5 shrink-0 cursor-pointer accent-brand-600 lg:size-4"
            aria-label={BOARD_TEXTS.selectAllIn(label)}
            checked={selectAll === 'all'}
            ref={(input) => {
              if (input) input.indeterminate = selectAll === 'some';
            }}
            onChange={onSelectAll}
          />
          <span aria-hidden="true">{BOARD_TEXTS.selectAll}</span>
        </label>
      )}
      <ul className="flex min-h-12 flex-col gap-2">{children}</ul>
    </section>
  );
}

function BoardCard({
  application,
  now,
  tagList,
  onReview,
  canMove,
  isSelected,
  onSelect,
}: {
  application: Application;
  now: Date;
  tagList: readonly CompanyTag[] | null;
  onReview: (id: string) => void;
  canMove: boolean;
  isSelected: boolean;
  onSelect: (shiftKey: boolean) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: application.id, disabled: !canMove });
  const details = (
    <>
      <p className="font-medium break-words text-slate-900">{application.candidateName}</p>
      <p className="mt-1 text-xs text-slate-600">
        {application.matchScore !== undefined && <span>{roundScore(application.matchScore)}% match · </span>}
        {daysSince(getStageEnteredAt(application), now)} d in stage
      </p>
    </>
  );
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`rounded-xl bg-white p-3 text-sm shadow-sm ring-1 lg:p-2 ${isSelected ? 'ring-2 ring-brand-500' : 'ring-slate-200'} ${isDragging ? 'relative z-10 shadow-lg ring-brand-400' : ''}`}
    >
      {!canMove ? (
        <div className="min-w-0">{details}</div>
      ) : (
      <div className="flex items-start gap-2 lg:gap-1.5">
      {/* Outside the handle, so a click selects and never starts a drag; shift-click selects a range. */}
      <input
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-600 lg:size-4"
        aria-label={BOARD_TEXTS.selectCard(application.candidateName)}
        checked={isSelected}
        onChange={() => {}}
        onClick={(e) => onSelect(e.shiftKey)}
      />
      {/* The handle: pointer drags start here, and the keyboard picks the card up with space. */}
      <div
        {...attributes}
        {...listeners}
        aria-label={`Drag ${application.candidateName}`}
        className="min-w-0 flex-1 cursor-grab touch-none rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {details}
      </div>
      </div>
      )}
      <TagChipList tags={currentTags(application.tags, tagList)} className="mt-2" />
      <div className="mt-2">
        <ScreeningFlags flags={application.screeningFlags} />
      </div>
      <Button variant="secondary" size="sm" className="mt-2 w-full" onClick={() => onReview(application.id)}>
        {canMove ? 'Move' : 'Review'}
        <span className="sr-only"> {canMove ? application.candidateName : `application from ${application.candidateName}`}</span>
      </Button>
    </li>
  );
}

/** The job's withdrawn applications: who, when, and the reason they gave. */
function WithdrawnList({ applications, now }: { applications: Application[]; now: Date }) {
  return (
    <section aria-label={`${WITHDRAW_TEXTS.boardHeading}, ${applications.length}`} className="flex flex-col gap-2 rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        {WITHDRAW_TEXTS.boardHeading}
        <span className="rounded-full bg-white px-2 text-xs text-slate-700 ring-1 ring-slate-200">{applications.length}</span>
      </h3>
      <p className="text-xs text-slate-600">{WITHDRAW_TEXTS.boardHint}</p>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {applications.map((application) => (
          <li key={application.id} className="rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200">
            <p className="font-medium break-words text-slate-900">{application.candidateName}</p>
            <p className="mt-1 text-xs text-slate-600">{WITHDRAW_TEXTS.boardCard(daysSince(getStageEnteredAt(application), now))}</p>
            {application.withdrawReason && <p className="mt-1 text-xs break-words text-slate-700">{WITHDRAW_TEXTS.boardReason(application.withdrawReason)}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the last bulk action did: how many moved (or were rejected, or queued offline), and each refusal with why. */
function BulkResultNotice({ result, onDismiss }: { result: BulkResult; onDismiss: () => void }) {
  return (
    <div role="status" className="flex flex-col gap-2 rounded-2xl bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {result.tagged ? result.tagged : result.messageOnly ? TEMPLATE_TEXTS.sent(result.message?.sent ?? 0) : result.rejected ? BOARD_TEXTS.bulkRejected(result.done) : BOARD_TEXTS.bulkMoved(result.done)}
        </p>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {BOARD_TEXTS.dismissResult}
        </Button>
      </div>
      {result.queued && <p>{result.tagged ? TAG_TEXTS.bulkQueued : BOARD_TEXTS.bulkQueued}</p>}
      {result.message && !result.messageOnly && !result.message.offline && !result.message.scheduled && <p className="font-medium text-slate-900">{TEMPLATE_TEXTS.sent(result.message.sent)}</p>}
      {result.message?.scheduled && <ScheduledSend scheduled={result.message.scheduled} />}
      {result.message?.offline && <p>{TEMPLATE_TEXTS.sendOffline}</p>}
      {result.message && result.message.refused.length > 0 && (
        <div>
          <p className="font-medium text-red-800">{TEMPLATE_TEXTS.notSent(result.message.refused.length)}</p>
          <ul className="mt-1 list-disc pl-5">
            {result.message.refused.map((refusal, i) => (
              <li key={i} className="break-words">
                <span className="font-medium">{refusal.name}</span>: {refusal.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.refused.length > 0 && (
        <div>
          <p className="font-medium text-red-800">{BOARD_TEXTS.bulkRefused(result.refused.length)}</p>
          <ul className="mt-1 list-disc pl-5">
            {result.refused.map((refusal, i) => (
              <li key={i} className="break-words">
                <span className="font-medium">{refusal.name}</span>: {refusal.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** A delayed rejection's line: when it goes, and Cancel sending until then. */
function ScheduledSend({ scheduled }: { scheduled: { id: string; sendAt: string; count: number } }) {
  const [state, setState] = useState<'pending' | 'cancelling' | 'cancelled'>('pending');
  if (state === 'cancelled') return <p className="font-medium text-slate-900">{TEMPLATE_TEXTS.scheduledCancelled}</p>;
  const cancel = async () => {
    setState('cancelling');
    try {
      await cancelScheduledSend(scheduled.id);
      setState('cancelled');
    } catch (error) {
      setState('pending');
      toast({ title: describeError(error, BOARD_TEXTS.bulkFailed), variant: 'destructive' });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="font-medium text-slate-900">{TEMPLATE_TEXTS.scheduled(scheduled.count, formatRelativeSendAt(scheduled.sendAt))}</p>
      <Button size="sm" variant="secondary" isLoading={state === 'cancelling'} onClick={() => void cancel()}>
        {TEMPLATE_TEXTS.cancelScheduled}
      </Button>
    </div>
  );
}

const formatRelativeSendAt = (iso: string) => new Date(iso).toLocaleString(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * A drop: the shared pipeline rule decides, as in the review dialog, and the change goes to the outbox like
 * any status change (offline too). A refused drop leaves the card where it was and says why.
 */
async function moveCard(application: Application, to: BoardStage, userId: string | undefined) {
  const now = new Date();
  const outcome = reviewApplication(application, { status: to }, now, userId);
  if (!outcome.ok) {
    toast({ title: BOARD_TEXTS.moveRefused, description: outcome.reason, variant: 'destructive' });
    return;
  }
  try {
    await patchDoc('applications', application.id, { ...outcome.fields, updatedAt: now.toISOString() });
    toast({ ...SUCCESS_TOASTS.applicationUpdated, variant: 'success' });
  } catch {
    toast({ ...ERROR_TOASTS.statusUpdateFailed, variant: 'destructive' });
  }
}

/** The keyboard moves a picked-up card one stage left or right (onto the next column's centre), not by pixels. */
const stageCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (!step || !context.collisionRect) return undefined;
  event.preventDefault();
  const current = context.over ? BOARD_STAGES.indexOf(context.over.id as BoardStage) : -1;
  const from = current >= 0 ? current : BOARD_STAGES.findIndex((s) => context.droppableRects.get(s) && context.droppableRects.get(s)!.left <= context.collisionRect!.left + 1 && context.droppableRects.get(s)!.right >= context.collisionRect!.left);
  for (let i = from + step; i >= 0 && i < BOARD_STAGES.length; i += step) {
    const rect = context.droppableRects.get(BOARD_STAGES[i]!);
    // A column hidden on a phone has no size: skip it.
    if (!rect || rect.width === 0) continue;
    return { x: rect.left + rect.width / 2 - context.collisionRect.width / 2, y: rect.top + 40 };
  }
  return undefined;
};

function announcementsFor(byId: Map<string, Application>): Announcements {
  const name = (id: string | number) => byId.get(String(id))?.candidateName ?? '';
  const stage = (id: string | number) => getApplicationStatusLabel(String(id));
  return {
    onDragStart: ({ active }) => BOARD_TEXTS.pickedUp(name(active.id)),
    onDragOver: ({ active, over }) => (over ? BOARD_TEXTS.over(name(active.id), stage(over.id)) : BOARD_TEXTS.notOver(name(active.id))),
    onDragEnd: ({ active, over }) => (over ? BOARD_TEXTS.dropped(name(active.id), stage(over.id)) : BOARD_TEXTS.cancelled(name(active.id))),
    onDragCancel: ({ active }) => BOARD_TEXTS.cancelled(name(active.id)),
  };
}

/** The jobs that have applications, by title. */
function listJobs(applications: readonly Application[]): { id: string; title: string }[] {
  const titles = new Map<string, string>();
  for (const application of applications) titles.set(application.jobId, application.jobTitle);
  return [...titles].map(([id, title]) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title));
}
