/**
 * Writes the server refused, shown where they belong with the reason and what the user wrote, so nothing is
 * lost silently (decisions.md): the user copies what they need, retries elsewhere, or discards the draft.
 */
import type { CollectionName } from '@shared/schemas/collections.ts';
import { useRefusedDrafts } from '../../db/device-hooks.ts';
import { discardRefused } from '../../db/writes.ts';
import { Button, Card } from '../../ui/index.ts';

/** How to show a refused draft of a collection: a heading and the text the user wrote. */
export interface DraftPresenter {
  title(document: Record<string, unknown>): string;
  body?(document: Record<string, unknown>): string | undefined;
}

export function RefusedDrafts({ collection, present }: { collection: CollectionName; present: DraftPresenter }) {
  const drafts = useRefusedDrafts(collection);
  if (!drafts.length) return null;
  return (
    <section aria-labelledby={`refused-${collection}`} className="space-y-3">
      <h2 id={`refused-${collection}`} className="text-base font-semibold text-red-800">
        Not sent ({drafts.length})
      </h2>
      {drafts.map((draft) => {
        const body = present.body?.(draft.document);
        return (
          <Card key={draft.key} className="border-red-200 bg-red-50">
            <div className="space-y-2" data-testid="refused-draft">
              <p className="font-medium text-slate-900">{present.title(draft.document)}</p>
              <p className="text-sm text-red-800">
                <span className="font-medium">Why: </span>
                {draft.reason}
              </p>
              {body && (
                <blockquote className="whitespace-pre-wrap rounded border border-red-100 bg-white p-2 text-sm text-slate-700">
                  {body}
                </blockquote>
              )}
              <div className="flex gap-2">
                {body && (
                  <Button size="sm" variant="secondary" onClick={() => void navigator.clipboard?.writeText(body)}>
                    Copy text
                  </Button>
                )}
                <Button size="sm" variant="ghost" onClick={() => void discardRefused(draft.key)}>
                  Discard
                </Button>
              </div>
            </div>
          </Card>
        );
      })}
    </section>
  );
}
