import { useId, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import { hasPlanFeature } from '@shared/rules/premium.ts';
import type { SearchFilters, SearchType } from '@shared/schemas/search-filters.ts';
import { UpgradePrompt } from '../../features/plans/UpgradePrompt.tsx';
import { SavedSearchDialog, type SavedSearchDialogTarget } from '../../features/saved-searches/SavedSearchDialog.tsx';
import { useMyAccount } from '../../features/plans/use-my-account.ts';
import { EMPTY_FILTERS, countActiveFilters, readSearchUrl, writeSearchUrl } from '../../features/search/search-url.ts';
import { session } from '../../state/session.ts';
import { Button, Spinner, cx } from '../../ui/index.ts';
import { CandidateSearchResults } from './CandidateSearchResults.tsx';
import { JobSearchResults } from './JobSearchResults.tsx';
import { SearchFiltersPanel } from './SearchFiltersPanel.tsx';

const MODES: readonly { type: SearchType; label: string }[] = [
  { type: 'candidates', label: 'Find Candidates' },
  { type: 'jobs', label: 'Find Jobs' },
];

/** Whether results show: always for jobs; for candidates only on a plan that includes advanced candidate search. */
function useSearchGate(type: SearchType): 'open' | 'upgrade' | 'loading' {
  const { account, isLoading } = useMyAccount();
  if (type !== 'candidates') return 'open';
  if (!account) return isLoading ? 'loading' : 'upgrade';
  return hasPlanFeature(account, 'advancedCandidateSearch', new Date()) ? 'open' : 'upgrade';
}

/**
 * /advanced-search (signed in): 'Find Candidates' (employers; the default for them) or 'Find Jobs' (the
 * default for candidates), a filters panel and the results, all from local data so it works offline. Mode and
 * filters live in the URL, so a search can be linked and survives a reload. Searching candidates is a paid
 * employer feature ('Advanced candidate search' on /pricing): a free employer gets the upgrade prompt instead.
 */
export function AdvancedSearchScreen() {
  const { user } = useSnapshot(session);
  const userType = user?.userType ?? 'candidate';
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // Keyed on the query text so the filter object stays the same while the URL does (results memoize on it).
  const { type, filters } = useMemo(() => readSearchUrl(new URLSearchParams(paramsKey), userType), [paramsKey, userType]);
  const [areFiltersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  const go = (nextType: SearchType, nextFilters: SearchFilters) =>
    setParams(writeSearchUrl(nextType, nextFilters), { replace: true });
  const clearAll = () => go(type, EMPTY_FILTERS);
  const activeCount = countActiveFilters(type, filters);
  const gate = useSearchGate(type);
  const { account } = useMyAccount();
  const canSaveSearch = userType === 'candidate' && type === 'jobs' && account !== undefined && user !== null;
  const [savingSearch, setSavingSearch] = useState<SavedSearchDialogTarget | null>(null);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Advanced Search</h1>
          <p className="mt-1 text-sm text-slate-600">Search with every filter at once; it works offline on this device’s data.</p>
        </div>
        <div role="group" aria-label="Search for" className="inline-flex self-start rounded-lg bg-slate-100 p-1">
          {MODES.map((mode) => {
            const isDisabled = mode.type === 'candidates' && userType !== 'employer';
            return (
              <button
                key={mode.type}
                type="button"
                aria-pressed={type === mode.type}
                disabled={isDisabled}
                title={isDisabled ? 'Only employers can search candidates' : undefined}
                onClick={() => go(mode.type, filters)}
                className={cx(
                  'h-9 rounded-md px-4 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:text-slate-500',
                  type === mode.type ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
                )}
              >
                {mode.label}
              </button>
            );
          })}
        </div>
      </header>

      {gate === 'upgrade' && (
        <UpgradePrompt feature="advancedCandidateSearch" description="Search candidates with every filter at once" />
      )}
      {gate === 'loading' && (
        <div className="flex justify-center py-16 text-brand-600" data-loading-screen>
          <Spinner size="lg" label="Loading your plan" />
        </div>
      )}
      {gate === 'open' && (
        <div className="grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
          <search aria-label="Filters" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-base font-semibold text-slate-900">
                Filters{activeCount > 0 && <span className="font-normal text-slate-600"> ({activeCount} on)</span>}
              </h2>
              <div className="flex gap-1">
                {canSaveSearch && activeCount > 0 && (
                  <Button variant="secondary" size="sm" onClick={() => setSavingSearch({ kind: 'new', filters })}>
                    Save search
                  </Button>
                )}
                {activeCount > 0 && (
                  <Button variant="ghost" size="sm" onClick={clearAll}>
                    Clear all
                  </Button>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  className="lg:hidden"
                  aria-expanded={areFiltersOpen}
                  aria-controls={filtersId}
                  onClick={() => setFiltersOpen((open) => !open)}
                >
                  {areFiltersOpen ? 'Hide' : 'Show'}
                </Button>
              </div>
            </div>
            <div id={filtersId} className={cx('mt-4', !areFiltersOpen && 'hidden lg:block')}>
              <SearchFiltersPanel type={type} filters={filters} onChange={(next) => go(type, next)} />
            </div>
          </search>

          <div className="flex min-w-0 flex-col gap-5">
            {type === 'candidates' ? (
              <CandidateSearchResults filters={filters} onClear={clearAll} />
            ) : (
              <JobSearchResults filters={filters} onClear={clearAll} />
            )}
          </div>
        </div>
      )}
      {canSaveSearch && <SavedSearchDialog userId={user.id} target={savingSearch} onClose={() => setSavingSearch(null)} />}
    </div>
  );
}
