import { DraftNotice } from '../../features/drafts/DraftNotice.tsx';
import type { useFormDraft } from '../../features/drafts/use-draft.ts';
import { Button } from '../../ui/index.ts';

/**
 * The footer of an experience, education or certification entry form: the draft line, Cancel (a deliberate
 * "don't add this", so it drops the draft) and the submit button.
 */
export function EntryFormFooter({
  draft,
  onCancel,
  isSubmitting,
  submitLabel,
}: {
  draft: ReturnType<typeof useFormDraft>;
  onCancel: () => void;
  isSubmitting: boolean;
  submitLabel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:col-span-2 sm:flex-row sm:justify-end">
      <DraftNotice status={draft.status} onDiscard={() => void draft.discard()} className="sm:mr-auto" />
      <Button
        variant="secondary"
        onClick={() => {
          void draft.clear();
          onCancel();
        }}
      >
        Cancel
      </Button>
      <Button type="submit" isLoading={isSubmitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
