/** Plans the whole demo marketplace in memory, relative to `now`; nothing here touches the database. */
import { planApplications } from './applications.ts';
import { planCandidates } from './candidates.ts';
import { planCompanies } from './companies.ts';
import { planConversations } from './conversations.ts';
import { planJobs } from './jobs.ts';
import type { MarketplacePlan } from './types.ts';

/** Companies, their jobs, candidates suited to them, and the activity between them. */
export function planMarketplace(now: Date): MarketplacePlan {
  const companies = planCompanies(now);
  const jobs = planJobs(companies, now);
  const candidates = planCandidates(jobs, now);
  const applications = planApplications(jobs, candidates, now);
  return {
    companies,
    jobs,
    candidates,
    applications,
    conversations: planConversations(applications, now),
  };
}
