import { useMemo } from 'react';
import type { Employer } from '@shared/schemas/employer.ts';
import { useDocs } from '../../db/hooks.ts';
import { JobPostingUsage } from '../../features/employer/JobPostingUsage.tsx';
import { useJobPostingUsage } from '../../features/employer/use-job-posting-usage.ts';
import { ProfileViewUsage } from '../../features/profile-views/ProfileViewUsage.tsx';
import { useEmployerJobs, useOwnEmployer } from '../../features/employer/use-own-employer.ts';
import { RefusedDrafts } from '../../features/sync/RefusedDrafts.tsx';
import { TeamSection } from '../../features/company/TeamSection.tsx';
import { TemplatesSection } from '../../features/company/TemplatesSection.tsx';
import { TagsSection } from '../../features/company/TagsSection.tsx';
import { useCompany } from '../../features/company/use-company.ts';
import { COMPANY_ROLE_LABELS } from '@shared/schemas/company.ts';
import { ButtonLink, Spinner } from '../../ui/index.ts';
import { CompanyOverview } from './CompanyOverview.tsx';
import { InterviewerDashboard } from './InterviewerDashboard.tsx';
import { DashboardStats, type DashboardStat } from './DashboardStats.tsx';
import { EmployerJobList } from './EmployerJobList.tsx';
import { QuickActions } from './QuickActions.tsx';
import { RecentActivity } from './RecentActivity.tsx';
import { buildRecentActivity } from './recent-activity.ts';

const JOB_DRAFTS = { title: (d: Record<string, unknown>) => String(d.title), body: (d: Record<string, unknown>) => String(d.description) };
const PROFILE_DRAFTS = {
  title: (d: Record<string, unknown>) => String(d.companyName ?? 'Company profile'),
  body: (d: Record<string, unknown>) => String(d.description ?? ''),
};

/** /employer-dashboard (routes: employer only): a welcome without a company profile, else the hiring overview. */
export function EmployerDashboardScreen() {
  const { user, employer, isLoading } = useOwnEmployer();
  const { company } = useCompany();
  // An interviewer (issue 47) holds no company profile and posts nothing: their dashboard is their interviews.
  if (company?.company?.role === 'interviewer') {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
        <InterviewerDashboard firstName={user?.firstName ?? ''} companyName={company.company.name} />
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="mb-6 empty:hidden">
        <RefusedDrafts collection="employers" present={PROFILE_DRAFTS} />
      </div>
      {isLoading ? (
        <div className="flex items-center justify-center gap-2 py-24 text-slate-600" role="status" data-loading-screen>
          <Spinner label={null} /> Loading your dashboard…
        </div>
      ) : employer ? (
        <Dashboard employer={employer} firstName={user?.firstName ?? ''} />
      ) : (
        <Welcome firstName={user?.firstName ?? ''} />
      )}
    </div>
  );
}

function Welcome({ firstName }: { firstName: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 py-10 text-center sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Welcome{firstName && `, ${firstName}`}!</h1>
      <p className="text-slate-600">
        Set up your company profile to post jobs, review applications and reach the right candidates. It takes a couple
        of minutes and works offline too.
      </p>
      <ButtonLink href="/employer-profile" size="lg" className="mt-2">
        Set Up Company Profile
      </ButtonLink>
    </section>
  );
}

function Dashboard({ employer, firstName }: { employer: Employer; firstName: string }) {
  const { jobs } = useEmployerJobs(employer.id);
  const usage = useJobPostingUsage(jobs);
  const { docs: applications } = useDocs('applications', { employerId: employer.id });
  const { docs: interviews } = useDocs('interviews', { employerId: employer.id });
  const { docs: candidates } = useDocs('candidates');
  const activity = useMemo(() => buildRecentActivity(applications, interviews), [applications, interviews]);
  const { company, reload } = useCompany();
  const role = company?.company?.role;

  const stats: DashboardStat[] = [
    { label: 'Active job posts', value: jobs.filter((job) => job.isActive).length },
    { label: 'Total applications', value: applications.length, href: '/application-tracking' },
    { label: 'Candidate pool', value: candidates.length, href: '/find-talent' },
    {
      label: 'Interviews scheduled',
      value: interviews.filter((interview) => interview.status === 'scheduled').length,
      href: '/video-interviews',
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Welcome back{firstName && `, ${firstName}`}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Hiring for {employer.companyName}
            {role && ` · ${COMPANY_ROLE_LABELS[role]}`}
          </p>
        </div>
        {role !== 'interviewer' && (
          <ButtonLink href="/job-posting" className="self-start sm:self-auto">
            Post a Job
          </ButtonLink>
        )}
      </header>
      <DashboardStats stats={stats} />
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <RefusedDrafts collection="jobs" present={JOB_DRAFTS} />
          <EmployerJobList jobs={jobs} />
          <RecentActivity items={activity} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <CompanyOverview employer={employer} />
          {company && <TeamSection company={company} onChanged={reload} />}
          {company && <TemplatesSection company={company} applications={applications} interviews={interviews} />}
          {company && <TagsSection company={company} />}
          <JobPostingUsage usage={usage} />
          <ProfileViewUsage />
          <QuickActions />
        </div>
      </div>
    </div>
  );
}
