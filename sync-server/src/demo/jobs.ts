/**
 * The demo's job postings: each company posts a number of jobs fitting its size, spread over the last ~90
 * days with at most three in a calendar month (the free plan's limit), and closes a few of the older ones.
 */
import type { Faker } from '@faker-js/faker';
import type { CompanySize } from '@shared/catalog.ts';
import type { JobType } from '@shared/schemas/common.ts';
import { FREE_LIMITS } from '@shared/catalog.ts';
import { ACTIVITY_DAYS, DAY, HOUR, MINUTE, after, daysBefore, latest, monthRanges, timeBetween } from './clock.ts';
import { DEMO_EMPLOYER } from './demo-accounts.ts';
import { fundingStage, industryProfile, pickIndustryRole } from './industries.ts';
import { writeJobAd, type WorkMode } from './job-ad-text.ts';
import { citiesIn, type City } from './places.ts';
import { fakerFor, pickWeighted } from './random.ts';
import { pickLevel, roleNamed, skillsFor, titleFor, type DemoRole, type Family, type Level } from './roles.ts';
import type { CompanyPlan, JobPlan } from './types.ts';

const PHASE = 2;

const JOBS_BY_SIZE: Record<CompanySize, readonly [number, number]> = {
  '1-10': [2, 4],
  '11-50': [3, 6],
  '51-200': [4, 7],
  '201-500': [5, 8],
  '501-1000': [6, 9],
  '1000+': [6, 9],
};

/** Families whose work can be done from home. */
const OFFICE_FAMILIES: readonly Family[] = [
  'engineering', 'data', 'design', 'product', 'sales', 'marketing', 'support', 'finance', 'people',
];
const SPONSORING_FAMILIES: readonly Family[] = ['engineering', 'data', 'healthcare'];
const SHIFT_FAMILIES: readonly Family[] = ['hospitality', 'education', 'healthcare'];

/**
 * `count` posting times in [from, to], at most the free monthly limit in any UTC month. 90 days always touch
 * three months or more, so nine postings always fit.
 */
function postingTimes(faker: Faker, count: number, from: Date, to: Date): Date[] {
  const perMonth = FREE_LIMITS.jobPostingsPerMonth;
  const slots = monthRanges(from, to).flatMap((month) => Array.from({ length: perMonth }, () => month));
  return faker.helpers
    .shuffle(slots)
    .slice(0, count)
    .map((month) => timeBetween(faker, month.start, month.end))
    .sort((a, b) => a.getTime() - b.getTime());
}

function pickMode(faker: Faker, family: Family): WorkMode {
  const modes: readonly WorkMode[] = ['remote', 'hybrid', 'onsite'];
  const weights = OFFICE_FAMILIES.includes(family) ? [3, 4, 4] : [0, 1, 9];
  return pickWeighted(faker, modes, (m) => weights[modes.indexOf(m)]!);
}

function pickJobType(faker: Faker, family: Family): JobType {
  const types: readonly JobType[] = ['full-time', 'part-time', 'contract'];
  const hasContractors = family === 'engineering' || family === 'design';
  const weights = SHIFT_FAMILIES.includes(family) ? [6, 3, 1] : hasContractors ? [8, 0, 2] : [9, 1, 1];
  return pickWeighted(faker, types, (t) => weights[types.indexOf(t)]!);
}

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  'full-time': 'Permanent',
  'part-time': 'Part-time, 20-30 hours a week',
  contract: 'Contract, 6-12 months',
};

/** A yearly salary range around what the role pays at that level in that city, or none (some ads leave it out). */
function planSalary(faker: Faker, role: DemoRole, level: Level, city: City, jobType: JobType) {
  const hours = jobType === 'part-time' ? 0.55 : 1;
  const base = role.salary * level.pay * city.salaryLevel * hours * faker.number.float({ min: 0.9, max: 1.1 });
  const toThousands = (amount: number) => Math.round(amount / 1000) * 1000;
  const hasSalary = faker.datatype.boolean({ probability: 0.85 });
  return hasSalary ? { salaryMin: toThousands(base * 0.9), salaryMax: toThousands(base * 1.15) } : {};
}

function planJob(faker: Faker, company: CompanyPlan, role: DemoRole, postedAt: Date, now: Date): JobPlan {
  const level = pickLevel(faker, role);
  const title = titleFor(faker, role, level);
  const years = faker.number.int({ min: level.minYears, max: level.maxYears });
  const skills = skillsFor(faker, role, 4, 8);
  const nearby = citiesIn(company.city.country);
  const city = faker.datatype.boolean({ probability: 0.7 }) ? company.city : faker.helpers.arrayElement(nearby);
  const mode = pickMode(faker, role.family);
  const sponsorChance = SPONSORING_FAMILIES.includes(role.family) && company.profile.companySize !== '1-10' ? 0.45 : 0.1;
  const visaSponsorship = faker.datatype.boolean({ probability: sponsorChance });
  const jobType = pickJobType(faker, role.family);
  const salary = planSalary(faker, role, level, city, jobType);
  const deadline = after(postedAt, faker.number.int({ min: 30, max: 60 }) * DAY);
  const hasDeadline = faker.datatype.boolean({ probability: 0.3 }) && deadline.getTime() > now.getTime() + 2 * DAY;
  const teamSize = faker.number.int({ min: 3, max: 15 });
  const closeAfter = after(postedAt, 21 * DAY);
  const closes = faker.datatype.boolean({ probability: 0.08 }) && closeAfter.getTime() < now.getTime() - DAY;
  const closedAt = timeBetween(faker, closeAfter, daysBefore(now, 1));
  return {
    company,
    role,
    postedAt,
    ...(closes ? { closedAt } : {}),
    posting: {
      id: faker.string.uuid(),
      title,
      description: writeJobAd(faker, {
        companyName: company.profile.companyName,
        about: company.about,
        title,
        role,
        years,
        skills,
        city,
        mode,
        visaSponsorship,
        ...salary,
      }),
      location: city.name,
      isActive: true,
      skills,
      requiredExperience: years,
      remoteOk: mode === 'remote',
      visaSponsorship,
      jobType,
      employmentType: EMPLOYMENT_TYPES[jobType],
      ...salary,
      ...(hasDeadline ? { applicationDeadline: deadline.toISOString() } : {}),
      ...(faker.datatype.boolean({ probability: 0.6 }) ? { teamSize: `${teamSize} people` } : {}),
      ...(industryProfile(company.profile.industry).hasFundingStages
        ? { growthStage: fundingStage(company.profile.companySize as CompanySize) }
        : {}),
    },
  };
}

/**
 * One company's jobs, drawn from fakers seeded with `seedPath` (the demo's is [PHASE, company index]; the large
 * marketplace generator, demo/large/, uses paths of its own).
 */
export function planCompanyJobs(company: CompanyPlan, seedPath: readonly number[], now: Date): JobPlan[] {
  const faker = fakerFor(seedPath);
  const [min, max] = JOBS_BY_SIZE[company.profile.companySize as CompanySize];
  const count = company.isDemo ? DEMO_EMPLOYER.roles.length : faker.number.int({ min, max });
  const from = latest(daysBefore(now, ACTIVITY_DAYS), after(company.profileAt, HOUR));
  const times = postingTimes(faker, count, from, after(now, -30 * MINUTE));
  return times.map((postedAt, i) => {
    const jobFaker = fakerFor([...seedPath, i + 1]);
    const role = company.isDemo
      ? roleNamed(DEMO_EMPLOYER.roles[i]!)
      : pickIndustryRole(jobFaker, company.profile.industry);
    return planJob(jobFaker, company, role, postedAt, now);
  });
}

/** Every company's jobs, the demo employer's roles fixed so its jobs suit the demo candidate. */
export function planJobs(companies: readonly CompanyPlan[], now: Date): JobPlan[] {
  return companies.flatMap((company, index) => planCompanyJobs(company, [PHASE, index], now));
}
