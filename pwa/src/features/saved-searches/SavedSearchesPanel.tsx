/**
 * The Saved Searches tab of Browse Jobs: each saved search with its filters in words, its alert, pause or
 * resume, edit, delete and "Show jobs" (the search reopened on All Jobs), and this browser's push setting.
 * Every change is a queued write of the account document: it works offline and reaches the server later.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_ALERT_LABELS, type SavedSearch } from '@shared/schemas/saved-search.ts';
import { Badge, Button, Card, EmptyState, toast } from '../../ui/index.ts';
import { writeSearchUrl } from '../search/search-url.ts';
import { browseFiltersOf } from './browse-filters-of.ts';
import { describeSearch } from './describe-search.ts';
import { PushAlertsSetting } from './PushAlertsSetting.tsx';
import { SavedSearchDialog, type SavedSearchDialogTarget } from './SavedSearchDialog.tsx';
import { changeSavedSearch, deleteSavedSearch } from './saved-search-writes.ts';

export function SavedSearchesPanel({ userId, searches, onRun }: { userId: string; searches: readonly SavedSearch[]; onRun: (search: SavedSearch) => void }) {
  const [editing, setEditing] = useState<SavedSearchDialogTarget | null>(null);
  const [, navigate] = useLocation();
  // A search with filters Browse Jobs has no control for (saved from Advanced Search) reopens there, whole.
  const run = (search: SavedSearch) => {
    if (browseFiltersOf(search.filters).unshown.length === 0) return onRun(search);
    navigate(`/advanced-search?${new URLSearchParams(writeSearchUrl('jobs', search.filters))}`);
  };

  const remove = async (search: SavedSearch) => {
    await deleteSavedSearch(userId, search.id);
    toast({ title: 'Saved search deleted', description: search.name, variant: 'success' });
  };

  return (
    <div className="flex flex-col gap-4">
      <PushAlertsSetting hasAlerts={searches.some((s) => s.alert !== 'off' && !s.paused)} />
      {searches.length === 0 ? (
        <EmptyState
          title="No saved searches yet"
          description="Search or filter on All Jobs, then choose Save search: new jobs that match reach you by e-mail, push and in your notifications."
        />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {searches.length} of {MAX_SAVED_SEARCHES} saved searches
          </p>
          <ul className="flex flex-col gap-3" aria-label="Saved searches">
            {searches.map((search) => (
              <Card as="li" key={search.id} className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <h3 className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
                    {search.name}
                    {search.paused && <Badge tone="warning">Paused</Badge>}
                  </h3>
                  <p className="mt-0.5 text-sm break-words text-slate-600">{describeSearch(search.filters)}</p>
                  <p className="mt-0.5 text-sm text-slate-700">Alerts: {SAVED_SEARCH_ALERT_LABELS[search.alert]}</p>
                </div>
                <div className="flex flex-wrap gap-2 sm:shrink-0">
                  <Button size="sm" onClick={() => run(search)}>
                    Show jobs
                  </Button>
                  {search.alert !== 'off' && (
                    <Button size="sm" variant="secondary" onClick={() => void changeSavedSearch(userId, search.id, { paused: !search.paused })}>
                      {search.paused ? 'Resume alerts' : 'Pause alerts'}
                    </Button>
                  )}
                  <Button size="sm" variant="secondary" onClick={() => setEditing({ kind: 'edit', search })} aria-label={`Edit ${search.name}`}>
                    Edit
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void remove(search)} aria-label={`Delete ${search.name}`}>
                    Delete
                  </Button>
                </div>
              </Card>
            ))}
          </ul>
        </>
      )}
      <SavedSearchDialog userId={userId} target={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
