/**
 * Plans a large marketplace one company or candidate at a time, with the demo's own generators (companies.ts,
 * jobs.ts, candidates.ts): the same industries, roles, cities, ad texts and profiles, only many more of them.
 * Each entity is drawn from a faker seeded with its own path, so a run is reproducible and can be made in any
 * order. Names stay realistic; only what must be unique (company names, e-mail addresses) gets a suffix.
 */
import { COMPANY_SIZES } from '@shared/catalog.ts';
import { planCandidate } from '../candidates.ts';
import { planCompany } from '../companies.ts';
import { companyIndustries, nameCompany } from '../industries.ts';
import { planCompanyJobs } from '../jobs.ts';
import { CITIES } from '../places.ts';
import { fakerFor, pickWeighted, slugOf } from '../random.ts';
import { DEMO_ROLES, pickLevel, type DemoRole } from '../roles.ts';
import type { CandidatePlan, CompanyPlan, JobPlan } from '../types.ts';

/** Seed paths of their own, apart from the demo's phases 1-6. */
const COMPANY_PHASE = 101;
const JOB_PHASE = 102;
const CANDIDATE_PHASE = 103;
const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'];

/** What must stay unique across the whole run (the users table has a unique index on e-mail). */
export class UniqueNames {
  private readonly taken = new Set<string>();
  private readonly counts = new Map<string, number>();

  /** `base`, or `base` with the first free number (2, 3, …) appended by `withNumber`. */
  claim(base: string, withNumber: (n: number) => string): string {
    let n = this.counts.get(base) ?? 1;
    let name = n === 1 ? base : withNumber(n);
    while (this.taken.has(name)) name = withNumber(++n);
    this.counts.set(base, n);
    this.taken.add(name);
    return name;
  }
}

const INDUSTRY_SLOTS = companyIndustries();

/** Company `index` (from 0): an industry weighted as the demo's, any size, a city by the demo's weights. */
export function planLargeCompany(index: number, now: Date, names: UniqueNames): CompanyPlan {
  const faker = fakerFor([COMPANY_PHASE, index]);
  const industry = faker.helpers.arrayElement(INDUSTRY_SLOTS);
  const city = pickWeighted(faker, CITIES, (c) => c.weight);
  const size = industry === 'Government' ? '1000+' : faker.helpers.arrayElement(COMPANY_SIZES);
  const base = nameCompany(faker, industry, city.name);
  // A second 'Ironwood Labs' is told apart by its city, as people do; beyond that, by a number.
  const town = city.name.split(',')[0]!;
  const name = names.claim(base, (n) => (n === 2 ? `${base} ${town}` : `${base} ${town} ${n - 1}`));
  const company = planCompany(faker, fakerFor([COMPANY_PHASE, index, 1], city.locale), { industry, size, city, name }, now);
  company.user.email = names.claim(company.user.email, (n) => company.user.email.replace('@', `${n}@`));
  return company;
}

/** The jobs company `index` posts (2 to 9 by its size, over the last 90 days, a few closed). */
export function planLargeCompanyJobs(company: CompanyPlan, index: number, now: Date): JobPlan[] {
  return planCompanyJobs(company, [JOB_PHASE, index], now);
}

/**
 * Candidate `index` (from 0): as the demo's ordinary candidates, three in four in a role that is hiring
 * (`hiringRoles`, one entry per posted job, so common roles are common), named in their city's locale.
 */
export function planLargeCandidate(index: number, hiringRoles: readonly DemoRole[], now: Date, names: UniqueNames): CandidatePlan {
  const faker = fakerFor([CANDIDATE_PHASE, index]);
  const isHiringRole = hiringRoles.length > 0 && faker.datatype.boolean({ probability: 0.75 });
  const role = isHiringRole ? faker.helpers.arrayElement(hiringRoles) : faker.helpers.arrayElement([...DEMO_ROLES.values()]);
  const city = pickWeighted(faker, CITIES, (c) => c.weight);
  const level = pickLevel(faker, role);
  const years = faker.number.int({ min: level.minYears, max: level.maxYears });
  const people = fakerFor([CANDIDATE_PHASE, index, 1], faker.datatype.boolean({ probability: 0.75 }) ? city.locale : 'en_US');
  const firstName = people.person.firstName();
  const lastName = people.person.lastName();
  const phone = faker.datatype.boolean({ probability: 0.8 }) ? people.phone.number({ style: 'international' }) : undefined;
  const local = `${slugOf(firstName, '')}.${slugOf(lastName, '')}`;
  const domain = faker.helpers.arrayElement(EMAIL_DOMAINS);
  const email = names.claim(`${local}@${domain}`, (n) => `${local}${n}@${domain}`);
  return planCandidate(faker, { firstName, lastName, email, phone, role, level, years, city, isDemo: false }, now);
}
