/**
 * Who applies where, and how far each application got: candidates apply mostly to jobs of their own role
 * family while the job was open; employers then move applications along realistic pipeline paths, scheduling
 * interviews on the way. The demo candidate and the demo employer get a varied, well-filled share.
 */
import type { Faker } from '@faker-js/faker';
import type { ApplicationStatus } from '@shared/schemas/application.ts';
import { DAY, HOUR, MINUTE, after, earliest, latest, timeBetween } from './clock.ts';
import { writeInterviewNotes, writeReviewNote } from './conversation-text.ts';
import { writeCoverLetter } from './people-text.ts';
import { fakerFor, pickWeighted } from './random.ts';
import type { ApplicationPlan, CandidatePlan, InterviewPlan, JobPlan, StatusStep } from './types.ts';

const PHASE = 4;
/** Applicants the demo employer should have at least. */
const DEMO_EMPLOYER_APPLICANTS = 18;

type Path = readonly ApplicationStatus[];
const PATHS: readonly (readonly [Path, number])[] = [
  [[], 20],
  [['viewed'], 15],
  [['viewed', 'considered'], 15],
  [['viewed', 'considered', 'interview'], 12],
  [['viewed', 'considered', 'interview', 'hired'], 5],
  [['viewed', 'rejected'], 12],
  [['viewed', 'considered', 'rejected'], 8],
  [['viewed', 'considered', 'interview', 'rejected'], 6],
  [['viewed', 'on_hold'], 4],
  [['viewed', 'considered', 'on_hold'], 3],
];
/** The demo candidate's applications, in order, show every kind of answer. */
const DEMO_CANDIDATE_PATHS: readonly Path[] = [
  ['viewed', 'considered', 'interview'],
  ['viewed', 'considered'],
  ['viewed'],
  [],
  ['viewed', 'rejected'],
  ['viewed', 'on_hold'],
];

function planInterview(faker: Faker, at: Date, jobTitle: string, now: Date): InterviewPlan {
  const day = after(at, faker.number.int({ min: 1, max: 4 }) * DAY);
  const hour = faker.number.int({ min: 14, max: 21 });
  const scheduledFor = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour));
  return {
    id: faker.string.uuid(),
    at,
    scheduledFor,
    durationMinutes: faker.helpers.arrayElement([30, 45, 60]),
    status: scheduledFor.getTime() < now.getTime() ? 'completed' : 'scheduled',
    notes: writeInterviewNotes(faker, jobTitle),
  };
}

/** How long after the previous step (or the application) a step comes; a decision waits for the interview. */
function stepGap(faker: Faker, path: Path, index: number): number {
  if (index === 0) return faker.number.int({ min: 2, max: 72 }) * HOUR;
  if (path[index - 1] === 'interview') return faker.number.int({ min: 5, max: 10 }) * DAY;
  return faker.number.int({ min: 1, max: 6 }) * DAY;
}

/** The steps of a path after `appliedAt`, cut where they would reach the present. */
function planSteps(faker: Faker, path: Path, appliedAt: Date, now: Date): StatusStep[] {
  const steps: StatusStep[] = [];
  let at = appliedAt;
  for (const [index, status] of path.entries()) {
    at = after(at, stepGap(faker, path, index));
    const notes = writeReviewNote(faker, status);
    if (at.getTime() < now.getTime() - 10 * MINUTE) steps.push({ status, at, ...(notes ? { notes } : {}) });
  }
  return steps;
}

/** An application sent while both the profile and the job existed and the job was open; null if never so. */
function planApplication(
  faker: Faker,
  candidate: CandidatePlan,
  job: JobPlan,
  now: Date,
  path?: Path,
): ApplicationPlan | null {
  const from = after(latest(job.postedAt, candidate.profileAt), HOUR);
  const to = after(earliest(job.closedAt ?? now, now), -HOUR);
  const appliedAt = timeBetween(faker, from, to);
  const steps = planSteps(faker, path ?? pickWeighted(faker, PATHS, ([, weight]) => weight)[0], appliedAt, now);
  const interviewStep = steps.find((s) => s.status === 'interview');
  const interview = interviewStep ? planInterview(faker, interviewStep.at, job.posting.title, now) : undefined;
  const coverLetter = writeCoverLetter(faker, {
    ...candidate.profile,
    jobTitle: job.posting.title,
    companyName: job.company.profile.companyName,
  });
  if (to.getTime() <= from.getTime()) return null;
  return { id: faker.string.uuid(), job, candidate, appliedAt, coverLetter, steps, ...(interview ? { interview } : {}) };
}

/** Jobs that suit a candidate: their role first, then their family, else anything. */
function suitableJobs(jobs: readonly JobPlan[], candidate: CandidatePlan): JobPlan[] {
  const sameRole = jobs.filter((j) => j.role.key === candidate.role.key);
  const sameFamily = jobs.filter((j) => j.role.family === candidate.role.family && j.role.key !== candidate.role.key);
  return sameRole.length + sameFamily.length ? [...sameRole, ...sameFamily] : [...jobs];
}

/** Applications of one ordinary candidate: none to four, mostly to jobs of their own role. */
function planCandidateApplications(faker: Faker, candidate: CandidatePlan, jobs: readonly JobPlan[], now: Date) {
  const pool = suitableJobs(jobs, candidate);
  const count = pickWeighted(faker, [0, 1, 2, 3, 4], (n) => [15, 35, 30, 14, 6][n]!);
  const isFocused = faker.datatype.boolean({ probability: 0.8 });
  const shortlist = isFocused ? pool.slice(0, Math.max(count, Math.ceil(pool.length / 2))) : pool;
  const picks = faker.helpers.arrayElements(shortlist, Math.min(count, shortlist.length));
  return picks.map((job) => planApplication(faker, candidate, job, now));
}

/** The demo candidate's: two engineering jobs of the demo employer, then four elsewhere, each answered differently. */
function planDemoCandidateApplications(faker: Faker, candidate: CandidatePlan, jobs: readonly JobPlan[], now: Date) {
  const demoEmployerJobs = jobs.filter((j) => j.company.isDemo && j.role.family === 'engineering').slice(0, 2);
  const elsewhere = faker.helpers.arrayElements(suitableJobs(jobs.filter((j) => !j.company.isDemo), candidate), 4);
  return [...demoEmployerJobs, ...elsewhere].map((job, i) =>
    planApplication(faker, candidate, job, now, DEMO_CANDIDATE_PATHS[i % DEMO_CANDIDATE_PATHS.length]),
  );
}

/** Every application of the demo, at most one per candidate and job. */
export function planApplications(
  jobs: readonly JobPlan[],
  candidates: readonly CandidatePlan[],
  now: Date,
): ApplicationPlan[] {
  const applications = new Map<string, ApplicationPlan>();
  const add = (plan: ApplicationPlan | null) => {
    const key = plan && `${plan.candidate.profile.id}:${plan.job.posting.id}`;
    if (plan && key && !applications.has(key)) applications.set(key, plan);
  };
  const otherJobs = jobs.filter((j) => !j.company.isDemo);
  for (const [index, candidate] of candidates.entries()) {
    const faker = fakerFor([PHASE, index]);
    const plans = candidate.isDemo
      ? planDemoCandidateApplications(faker, candidate, jobs, now)
      : planCandidateApplications(faker, candidate, otherJobs, now);
    plans.forEach(add);
  }
  // The demo employer should open to a full pipeline: candidates of its jobs' families apply to them.
  const faker = fakerFor([PHASE, 0, 1]);
  const demoJobs = jobs.filter((j) => j.company.isDemo);
  const demoApplicants = () => [...applications.values()].filter((a) => a.job.company.isDemo).length;
  for (const candidate of faker.helpers.shuffle(candidates.filter((c) => !c.isDemo))) {
    if (demoApplicants() >= DEMO_EMPLOYER_APPLICANTS) break;
    const fitting = demoJobs.filter((j) => j.role.family === candidate.role.family);
    if (fitting.length) add(planApplication(faker, candidate, faker.helpers.arrayElement(fitting), now));
  }
  return withoutDoubleBookings([...applications.values()], now);
}

/**
 * Each company's interviewer is booked once at a time (issue 51: the server refuses a second interview at a time
 * the interviewer holds): an interview planned at a taken hour moves to the next free one.
 */
function withoutDoubleBookings(plans: ApplicationPlan[], now: Date): ApplicationPlan[] {
  const taken = new Set<string>();
  return plans.map((plan) => {
    if (!plan.interview) return plan;
    let start = plan.interview.scheduledFor.getTime();
    while (taken.has(`${plan.job.company.user.email}:${start}`)) start += HOUR;
    taken.add(`${plan.job.company.user.email}:${start}`);
    if (start === plan.interview.scheduledFor.getTime()) return plan;
    const scheduledFor = new Date(start);
    return { ...plan, interview: { ...plan.interview, scheduledFor, status: scheduledFor.getTime() < now.getTime() ? 'completed' : 'scheduled' } };
  });
}
