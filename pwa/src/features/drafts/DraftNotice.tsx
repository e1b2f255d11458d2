import { DRAFT_TEXTS } from '@shared/messages.ts';
import { Button, cx } from '../../ui/index.ts';
import type { DraftStatus } from './use-draft.ts';

/**
 * One quiet line under a form that keeps a draft: 'Draft restored' when a draft was put back, 'Draft saved on
 * this device' once typing is kept, each with Discard; nothing before.
 */
export function DraftNotice({ status, onDiscard, className }: { status: DraftStatus; onDiscard: () => void; className?: string }) {
  if (status === 'none') return null;
  return (
    <p role="status" className={cx('flex min-h-8 flex-wrap items-center gap-x-3 text-xs text-slate-600', className)}>
      <span>{status === 'restored' ? DRAFT_TEXTS.restored : DRAFT_TEXTS.saved}</span>
      <Button type="button" variant="ghost" size="sm" onClick={onDiscard}>
        {DRAFT_TEXTS.discard}
        <span className="sr-only"> draft</span>
      </Button>
    </p>
  );
}
