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
  const scheduledFor = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), faker.number.int({ min: 14, max: 21 })));
  return {
    id: faker.string.uuid(),
    at,
    scheduledFor,
    durationMinutes: faker.helpers.arrayElement([30, 45, 60]),
    status: scheduledFor.getTime() < now.getTime() ? 'completed' : 'scheduled',
    notes: writeInterviewNotes(faker, jobTitle),
  };
}

/** The steps of a path after `appliedAt`, cut where they would reach the present. */
function planSteps(faker: Faker, path: Path, appliedAt: Date, now: Date): StatusStep[] {
  const steps: StatusStep[] = [];
  let at = appliedAt;
  for (const [i, status] of path.entries()) {
    const gap = i === 0 ? faker.number.int({ min: 2, max: 72 }) * HOUR : path[i - 1] === 'interview' ? faker.number.int({ min: 5, max: 10 }) * DAY : faker.number.int({ min: 1, max: 6 }) * DAY;
    at = after(at, gap);
    const notes = writeReviewNote(faker, status);
    if (at.getTime() < now.getTime() - 10 * MINUTE) steps.push({ status, at, ...(notes ? { notes } : {}) });
  }
  return steps;
}

function planApplication(faker: Faker, candidate: CandidatePlan, job: JobPlan, now: Date, path?: Path): ApplicationPlan | null {
  const from = after(latest(job.postedAt, candidate.profileAt), HOUR);
  const to = after(earliest(job.closedAt ?? now, now), -HOUR);
  const appliedAt = timeBetween(faker, from, to);
  const steps = planSteps(faker, path ?? pickWeighted(faker, PATHS, ([, w]) => w)[0], appliedAt, now);
  const interviewStep = steps.find((s) => s.status === 'interview');
  const interview = interviewStep ? planInterview(faker, interviewStep.at, job.posting.title, now) : undefined;
  const { firstName, lastName, title, skills } = candidate.profile;
  const coverLetter = writeCoverLetter(faker, { firstName, lastName, title, jobTitle: job.posting.title, companyName: job.company.profile.companyName, skills });
  if (to.getTime() <= from.getTime()) return null;
  return { id: faker.string.uuid(), job, candidate, appliedAt, coverLetter, steps, ...(interview ? { interview } : {}) };
}

/** Jobs that suit a candidate: their role first, then their family, else anything. */
function suitableJobs(jobs: readonly JobPlan[], candidate: CandidatePlan): JobPlan[] {
  const sameRole = jobs.filter((j) => j.role.key === candidate.role.key);
  const sameFamily = jobs.filter((j) => j.role.family === candidate.role.family && j.role.key !== candidate.role.key);
  return sameRole.length + sameFamily.length ? [...sameRole, ...sameFamily] : [...jobs];
}

/** Every application of the demo, ordered by candidate. */
export function planApplications(jobs: readonly JobPlan[], candidates: readonly CandidatePlan[], now: Date): ApplicationPlan[] {
  const applications: ApplicationPlan[] = [];
  const applied = new Set<string>();
  const add = (plan: ApplicationPlan | null) => {
    if (!plan || applied.has(`${plan.candidate.profile.id}:${plan.job.posting.id}`)) return;
    applied.add(`${plan.candidate.profile.id}:${plan.job.posting.id}`);
    applications.push(plan);
  };
  const demoJobs = jobs.filter((j) => j.company.isDemo);
  for (const [index, candidate] of candidates.entries()) {
    const faker = fakerFor([PHASE, index]);
    const pool = suitableJobs(jobs.filter((j) => !j.company.isDemo || candidate.isDemo), candidate);
    if (candidate.isDemo) {
      const picks = [...demoJobs.filter((j) => j.role.key === candidate.role.key || j.role.family === 'engineering').slice(0, 2), ...faker.helpers.arrayElements(pool.filter((j) => !j.company.isDemo), 4)];
      picks.forEach((job, i) => add(planApplication(faker, candidate, job, now, DEMO_CANDIDATE_PATHS[i % DEMO_CANDIDATE_PATHS.length])));
      continue;
    }
    const count = pickWeighted(faker, [0, 1, 2, 3, 4], (n) => [12, 30, 30, 18, 10][n]!);
    const nearFirst = faker.datatype.boolean({ probability: 0.8 }) ? pool.slice(0, Math.max(count, Math.ceil(pool.length / 2))) : pool;
    for (const job of faker.helpers.arrayElements(nearFirst, Math.min(count, nearFirst.length))) add(planApplication(faker, candidate, job, now));
  }
  // The demo employer should open to a full pipeline: candidates of nearby families apply to its jobs too.
  const faker = fakerFor([PHASE, 0, 1]);
  for (const candidate of faker.helpers.shuffle(candidates.filter((c) => !c.isDemo))) {
    if (applications.filter((a) => a.job.company.isDemo).length >= DEMO_EMPLOYER_APPLICANTS) break;
    const fitting = demoJobs.filter((j) => j.role.family === candidate.role.family);
    if (fitting.length) add(planApplication(faker, candidate, faker.helpers.arrayElement(fitting), now));
  }
  return applications;
}
