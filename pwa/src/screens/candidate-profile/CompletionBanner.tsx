import type { Completeness, RecommendedItem } from '@shared/rules/profile-completeness.ts';
import { CompletenessBar } from '../../features/candidates/CompletenessBar.tsx';
import { COMPLETENESS_ITEM_INFO, type ProfileTab } from '../../features/candidates/profile-sections.ts';
import { cx } from '../../ui/index.ts';

/**
 * How complete the profile is and what is still missing; each missing item opens the tab where it is filled
 * in, so the banner is also the shortest way to finish the profile.
 */
export function CompletionBanner({
  completeness,
  recommended,
  hasProfile,
  onOpenTab,
}: {
  completeness: Completeness;
  /** What the count leaves out but the profile still lacks (missingRecommendedItems). */
  recommended: readonly RecommendedItem[];
  hasProfile: boolean;
  onOpenTab: (tab: ProfileTab) => void;
}) {
  const isComplete = completeness.missing.length === 0;
  return (
    <section
      aria-labelledby="completion-heading"
      className={cx(
        'rounded-2xl border p-4 sm:p-5',
        isComplete ? 'border-green-200 bg-green-50' : 'border-brand-200 bg-brand-50',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="completion-heading" className="text-base font-semibold text-slate-900">
          {isComplete ? 'Your profile is complete' : `Profile ${completeness.percentage}% complete`}
        </h2>
        <p className="text-sm text-slate-700">
          {completeness.completed} of {completeness.total} items
        </p>
      </div>
      <CompletenessBar percentage={completeness.percentage} label="Profile completeness" className="mt-3" />
      {!hasProfile && (
        <p className="mt-3 text-sm text-slate-700">
          Fill in the Profile tab and press Save Profile to create your profile; the other tabs open after that.
        </p>
      )}
      {hasProfile && recommended.includes('resume') && (
        <p className="mt-3 text-sm text-slate-700">
          Not counted above, but employers look for it: no resume uploaded yet.{' '}
          <a href="/file-upload" className="font-medium text-brand-800 underline underline-offset-2">
            Upload a resume
          </a>
        </p>
      )}
      {!isComplete && (
        <div className="mt-3">
          <h3 className="text-sm font-medium text-slate-800">Still missing</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {completeness.missing.map((item) => {
              const info = COMPLETENESS_ITEM_INFO[item];
              return (
                <li key={item}>
                  <button
                    type="button"
                    onClick={() => onOpenTab(info.tab)}
                    className="rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
                  >
                    {info.label}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
