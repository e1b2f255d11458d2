import { computeProfileCompleteness } from '@shared/rules/profile-completeness.ts';
import { useMyApplications } from '../../features/applications/use-my-applications.ts';
import { useMyCandidate } from '../../features/candidates/use-my-candidate.ts';
import { FirstSyncArrivals, FirstSyncRest, useStillArriving } from '../../features/sync/FirstSyncArrivals.tsx';
import { ButtonLink, Spinner } from '../../ui/index.ts';
import { DashboardStats } from './DashboardStats.tsx';
import { ProfileSummary } from './ProfileSummary.tsx';
import { QuickActions } from './QuickActions.tsx';
import { RecentActivity } from './RecentActivity.tsx';

/**
 * /candidate-dashboard: a welcome with 'Create Your Profile' until a profile exists; then the four figures,
 * recent activity, quick actions and the profile summary. Everything is read from the device, so it opens
 * offline as it was last synced.
 */
export function CandidateDashboardScreen() {
  const { user, candidate, loading } = useMyCandidate();
  const { applications } = useMyApplications(candidate?.id);
  const profileComing = useStillArriving('candidates');
  if (!user) return null;

  // A fresh device: the profile may be on its way (its pull goes first); no 'Create Your Profile' until it is here.
  if (!candidate && profileComing) return <FirstSyncArrivals title="Bringing your data to this device" />;

  if (loading) {
    return (
      <div className="flex justify-center py-24 text-brand-600" data-loading-screen>
        <Spinner size="lg" label="Loading your dashboard" />
      </div>
    );
  }

  if (!candidate) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-24">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Welcome{user.firstName && `, ${user.firstName}`}!</h1>
        <p className="text-slate-600">
          Create your candidate profile to see how well you match each job, apply in one step and let employers find
          you.
        </p>
        <ButtonLink href="/candidate-profile" size="lg">
          Create Your Profile
        </ButtonLink>
        <ButtonLink href="/browse-jobs" variant="ghost">
          Browse Jobs first
        </ButtonLink>
      </div>
    );
  }

  const completeness = computeProfileCompleteness(candidate);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Welcome back, {candidate.firstName}!</h1>
        <p className="mt-1 text-sm text-slate-600">Here is where your job search stands.</p>
        <FirstSyncRest />
      </header>
      <DashboardStats candidate={candidate} completeness={completeness} applications={applications} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity userId={user.id} applications={applications} />
        </div>
        <div className="flex flex-col gap-6">
          <QuickActions />
          <ProfileSummary candidate={candidate} />
        </div>
      </div>
    </div>
  );
}
