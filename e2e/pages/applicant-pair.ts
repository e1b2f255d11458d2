/**
 * The start of many journeys: an employer with a company and one posted job, and a candidate with a profile who
 * has applied to it, each in their own browser context.
 */
import type { Browser } from '@playwright/test';
import { CandidatePages } from './candidate-pages.ts';
import { EmployerPages } from './employer-pages.ts';
import { newUser } from './users.ts';

export interface ApplicantPairSetup {
  employer: readonly [firstName: string, lastName: string];
  company: string;
  job: { title: string; skills: string[] };
  candidate: readonly [firstName: string, lastName: string];
  coverLetter: string;
}

export async function employerWithApplicant(browser: Browser, setup: ApplicantPairSetup) {
  const employer = await newUser(browser, 'Employer', ...setup.employer);
  const employerPages = new EmployerPages(employer.page);
  await employerPages.createCompanyProfile(setup.company);
  await employerPages.postJob(setup.job);

  const candidate = await newUser(browser, 'Candidate', ...setup.candidate);
  const candidatePages = new CandidatePages(candidate.page);
  await candidatePages.createProfile(candidate.email);
  await candidatePages.browseJobs();
  await candidatePages.apply(setup.job.title, setup.coverLetter);
  return { employer, employerPages, candidate, candidatePages };
}
