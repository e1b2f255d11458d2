import { CHANGED_ELSEWHERE_TEXTS } from '@shared/messages.ts';
import { Button } from '../../ui/index.ts';

/**
 * Said on a document form when a field the user is editing was saved meanwhile on another tab or device
 * (useDocumentForm's `changedElsewhere`): saving keeps the user's version, the button takes the saved one.
 * Forms place it beside their Save button, where that choice is made.
 */
export function ChangedElsewhereNotice({
  fields,
  labels,
  onTakeSaved,
}: {
  fields: readonly string[];
  labels: Readonly<Partial<Record<string, string>>>;
  onTakeSaved: () => void;
}) {
  if (fields.length === 0) return null;
  const names = fields.map((field) => labels[field] ?? field).join(', ');
  return (
    <div role="status" className="flex flex-col items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
      <p>
        <span className="font-semibold">{CHANGED_ELSEWHERE_TEXTS.title}. </span>
        {CHANGED_ELSEWHERE_TEXTS.body(names)}
      </p>
      <Button type="button" variant="secondary" size="sm" onClick={onTakeSaved}>
        {CHANGED_ELSEWHERE_TEXTS.useSaved}
      </Button>
    </div>
  );
}
