import { useState, type ReactNode } from 'react';
import { Button, Card, Dialog, EmptyState } from '../../ui/index.ts';

/** What the add/edit form of an entry gets: the entry being edited (none when adding) and how to close. */
export interface EntryFormProps<T> {
  initial?: T;
  onDone: () => void;
}

/**
 * A tab's list of profile entries (experience, education, certifications): each entry with Edit and Remove,
 * an add button, and the entry form in a dialog. Saving and removing are the tab's (the whole profile is saved).
 */
export function EntryList<T extends { id: string }>({
  heading,
  description,
  items,
  addLabel,
  emptyTitle,
  emptyDescription,
  nameOf,
  renderItem,
  renderForm,
  formTitle,
  onRemove,
}: {
  heading: string;
  description: string;
  items: readonly T[];
  addLabel: string;
  emptyTitle: string;
  emptyDescription: string;
  /** How an entry is named in button labels, e.g. 'Engineer at Acme'. */
  nameOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  renderForm: (props: EntryFormProps<T>) => ReactNode;
  formTitle: (isEditing: boolean) => string;
  onRemove: (item: T) => void;
}) {
  // undefined: closed; null: adding; an entry: editing it.
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const close = () => setEditing(undefined);

  return (
    <section aria-labelledby={`${heading}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${heading}-heading`} className="text-lg font-semibold text-slate-900">
            {heading}
          </h2>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        <Button onClick={() => setEditing(null)} className="w-full sm:w-auto">
          {addLabel}
        </Button>
      </div>

      {items.length === 0 ? (
        <EmptyState title={emptyTitle} description={emptyDescription} />
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <Card as="li" key={item.id} className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 flex-1">{renderItem(item)}</div>
              <div className="flex shrink-0 gap-2">
                <Button size="sm" variant="secondary" onClick={() => setEditing(item)} aria-label={`Edit ${nameOf(item)}`}>
                  Edit
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onRemove(item)} aria-label={`Remove ${nameOf(item)}`}>
                  Remove
                </Button>
              </div>
            </Card>
          ))}
        </ul>
      )}

      <Dialog open={editing !== undefined} onClose={close} title={formTitle(Boolean(editing))} size="lg">
        {editing !== undefined && renderForm({ initial: editing ?? undefined, onDone: close })}
      </Dialog>
    </section>
  );
}
