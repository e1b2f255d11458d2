import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { computeProfileCompleteness, missingRecommendedItems } from '@shared/rules/profile-completeness.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import { newCandidateDoc } from '../../features/candidates/candidate-doc.ts';
import { PROFILE_TABS, PROFILE_TAB_LABELS, type ProfileTab as ProfileTabKey } from '../../features/candidates/profile-sections.ts';
import { useMyCandidate } from '../../features/candidates/use-my-candidate.ts';
import { RefusedDrafts } from '../../features/sync/RefusedDrafts.tsx';
import { CandidateDocuments } from '../../features/files/CandidateDocuments.tsx';
import { Button, EmptyState, Spinner, Tabs } from '../../ui/index.ts';
import { CertificationsTab } from './CertificationsTab.tsx';
import { CompletionBanner } from './CompletionBanner.tsx';
import { EducationTab } from './EducationTab.tsx';
import { ExperienceTab } from './ExperienceTab.tsx';
import { ProfileTab } from './ProfileTab.tsx';
import { SkillsTab } from './SkillsTab.tsx';
import { VerificationTab } from './VerificationTab.tsx';

function isProfileTab(value: string | null): value is ProfileTabKey {
  return (PROFILE_TABS as readonly (string | null)[]).includes(value);
}

/** A refused profile save, summed up so the user can copy what they typed. */
const PROFILE_DRAFT = {
  title: () => 'Profile changes',
  body: (doc: Record<string, unknown>) =>
    ['firstName', 'lastName', 'title', 'location', 'bio']
      .map((key) => String(doc[key] ?? '').trim())
      .filter(Boolean)
      .join('\n'),
};

/**
 * /candidate-profile: the completion banner and six tabs. The tab is kept in the URL (`?tab=skills`) so links
 * from the dashboard and the banner land on it. Every tab but Profile needs a saved profile first, since the
 * server accepts a profile only with its required fields.
 */
export function CandidateProfileScreen() {
  const { user, candidate, loading } = useMyCandidate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTabKey = isProfileTab(requested) ? requested : 'profile';
  const openTab = (next: ProfileTabKey) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true });

  if (!user) return null;
  if (loading) {
    return (
      <div className="flex justify-center py-24 text-brand-600" data-loading-screen>
        <Spinner size="lg" label="Loading your profile" />
      </div>
    );
  }

  const completeness = computeProfileCompleteness(candidate ?? newCandidateDoc(user as CurrentUser, new Date()));
  const needsProfile = (content: ReactNode) =>
    candidate ? (
      content
    ) : (
      <EmptyState
        title="Save your profile first"
        description="Fill in the Profile tab and press Save Profile; then you can add the rest here."
        action={<Button onClick={() => openTab('profile')}>Go to the Profile tab</Button>}
      />
    );

  const content: Record<ProfileTabKey, ReactNode> = {
    profile: <ProfileTab key={candidate?.id ?? 'new'} candidate={candidate} user={user} />,
    experience: needsProfile(candidate && <ExperienceTab candidate={candidate} />),
    education: needsProfile(candidate && <EducationTab candidate={candidate} />),
    skills: needsProfile(candidate && <SkillsTab key={candidate.id} candidate={candidate} />),
    certifications: needsProfile(candidate && <CertificationsTab candidate={candidate} />),
    verification: needsProfile(
      candidate && <VerificationTab candidate={candidate} completenessPercentage={completeness.percentage} />,
    ),
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {candidate ? 'Your Profile' : 'Create Your Profile'}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          What employers see, and what your match scores are computed from. Changes save on this device at once and
          sync when you are online.
        </p>
      </header>
      <RefusedDrafts collection="candidates" present={PROFILE_DRAFT} />
      <CompletionBanner completeness={completeness} recommended={candidate ? missingRecommendedItems(candidate) : []} hasProfile={Boolean(candidate)} onOpenTab={openTab} />
      {candidate && (
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <CandidateDocuments candidate={candidate} manageHref="/file-upload" />
        </div>
      )}
      <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-6">
        <Tabs<ProfileTabKey>
          label="Profile sections"
          // Six tabs do not fit a phone's width; wrapping keeps every tab, and the selected one, in view.
          className="[&_[role=tablist]]:flex-wrap"
          selectedKey={tab}
          onChange={openTab}
          items={PROFILE_TABS.map((key) => ({ key, label: PROFILE_TAB_LABELS[key], content: content[key] }))}
        />
      </div>
    </div>
  );
}
