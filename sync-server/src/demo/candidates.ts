/**
 * The demo's candidates: mostly people whose roles the posted jobs ask for (so matches and applications make
 * sense), the rest from every other role; names from their city's locale; a work authorization mix that
 * includes people needing a visa. The demo candidate comes first, with a complete profile.
 */
import type { Faker } from '@faker-js/faker';
import { WORK_AUTHORIZATION_STATUSES } from '@shared/schemas/common.ts';
import { MINUTE, after, daysBefore, timeBetween } from './clock.ts';
import { planCertifications, planEducation, planExperience, type HistoryInput } from './candidate-history.ts';
import { DEMO_CANDIDATE, DEMO_CANDIDATE_EMAIL } from './demo-accounts.ts';
import { pickAvailability, writeAchievement, writeBio } from './people-text.ts';
import { CITIES, UNIVERSITIES, type City } from './places.ts';
import { fakerFor, pickWeighted, slugOf } from './random.ts';
import { DEMO_ROLES, pickLevel, roleNamed, skillsFor, titleFor, type DemoRole, type Level } from './roles.ts';
import type { CandidatePlan, CandidateProfile, JobPlan } from './types.ts';

const PHASE = 3;
/** Candidates besides the demo one. */
const CANDIDATE_COUNT = 120;
const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'];
const PORTFOLIO_FAMILIES = ['engineering', 'design', 'marketing', 'data'];

type Authorization = Pick<CandidateProfile, 'workAuthorizationStatus' | 'visaStatus'>;

const AUTHORIZATION_WEIGHTS: Readonly<Record<(typeof WORK_AUTHORIZATION_STATUSES)[number], number>> = {
  citizen: 50,
  permanent_resident: 20,
  visa_required: 30,
};

/** Half citizens, a fifth permanent residents, the rest needing a visa (some already sponsored). */
function pickAuthorization(faker: Faker): Authorization {
  const status = pickWeighted(faker, WORK_AUTHORIZATION_STATUSES, (s) => AUTHORIZATION_WEIGHTS[s]);
  if (status === 'citizen') return { workAuthorizationStatus: status, visaStatus: 'citizen' };
  if (status === 'permanent_resident') return { workAuthorizationStatus: status };
  const visaStatus = faker.datatype.boolean({ probability: 0.7 }) ? 'requires_sponsorship' : 'sponsored';
  return { workAuthorizationStatus: status, visaStatus };
}

function uniqueEmail(faker: Faker, firstName: string, lastName: string, used: Set<string>): string {
  const local = `${slugOf(firstName, '')}.${slugOf(lastName, '')}`;
  const domain = faker.helpers.arrayElement(EMAIL_DOMAINS);
  for (let n = 1; ; n++) {
    const email = `${local}${n === 1 ? '' : n}@${domain}`;
    if (!used.has(email)) {
      used.add(email);
      return email;
    }
  }
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  role: DemoRole;
  level: Level;
  years: number;
  city: City;
  isDemo: boolean;
}

export function planCandidate(faker: Faker, person: Person, now: Date): CandidatePlan {
  const { role, level, years, city, isDemo } = person;
  const title = titleFor(faker, role, level);
  const skills = skillsFor(faker, role, isDemo ? 9 : 3, isDemo ? 10 : 12);
  const otherCountries = Object.keys(UNIVERSITIES).filter((c) => c !== city.country);
  const auth: Authorization = isDemo
    ? { workAuthorizationStatus: 'citizen', visaStatus: 'citizen' }
    : pickAuthorization(faker);
  const studyAbroad = auth.workAuthorizationStatus !== 'citizen' && faker.datatype.boolean({ probability: 0.6 });
  const history: HistoryInput = {
    role, title, years, city, skills,
    studyCountries: studyAbroad ? [faker.helpers.arrayElement(otherCountries)] : [city.country],
  };
  const minimum = isDemo ? 1 : 0;
  const joinedAt = isDemo ? daysBefore(now, 100) : timeBetween(faker, daysBefore(now, 110), daysBefore(now, 3));
  const slug = slugOf(`${person.firstName} ${person.lastName}`);
  const hasPortfolio = PORTFOLIO_FAMILIES.includes(role.family) && (isDemo || faker.datatype.boolean());
  const profile: CandidateProfile = {
    id: faker.string.uuid(),
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    ...(person.phone ? { phone: person.phone } : {}),
    title,
    bio: writeBio(faker, role, title, years, skills),
    location: city.name,
    skills,
    experience: planExperience(faker, history, now, isDemo ? 3 : 0),
    education: planEducation(faker, history, now, minimum),
    certifications: planCertifications(faker, history, now, minimum),
    achievements: Array.from({ length: faker.number.int({ min: minimum, max: 3 }) }, () =>
      writeAchievement(faker, role),
    ),
    ...(hasPortfolio ? { portfolioUrl: `https://${slug}.example` } : {}),
    ...auth,
    salaryExpectation: Math.max(1000, Math.round((role.salary * level.pay * city.salaryLevel) / 1000) * 1000),
    yearsExperience: years,
    ...(isDemo || faker.datatype.boolean({ probability: 0.6 })
      ? { interviewAvailability: pickAvailability(faker) }
      : {}),
    isOpenToEmployers: isDemo || faker.datatype.boolean({ probability: 0.92 }),
  };
  return {
    user: { email: person.email, userType: 'candidate', firstName: person.firstName, lastName: person.lastName, joinedAt },
    profile,
    profileAt: after(joinedAt, faker.number.int({ min: 10, max: 120 }) * MINUTE),
    role,
    isDemo,
  };
}

/** The demo candidate, then the others; `jobs` steers most of them towards roles that are hiring. */
export function planCandidates(jobs: readonly JobPlan[], now: Date): CandidatePlan[] {
  const used = new Set<string>([DEMO_CANDIDATE_EMAIL]);
  const demoFaker = fakerFor([PHASE, 0]);
  const demoRole = roleNamed(DEMO_CANDIDATE.role);
  const demo = planCandidate(
    demoFaker,
    {
      ...DEMO_CANDIDATE,
      email: DEMO_CANDIDATE_EMAIL,
      phone: '+15125550142',
      role: demoRole,
      level: { prefix: 'Senior ', minYears: DEMO_CANDIDATE.years, maxYears: DEMO_CANDIDATE.years, pay: 1.3 },
      city: CITIES.find((c) => c.name === DEMO_CANDIDATE.cityName)!,
      isDemo: true,
    },
    now,
  );
  const others = Array.from({ length: CANDIDATE_COUNT }, (_, i) => planOrdinaryCandidate(i + 1, jobs, used, now));
  return [demo, ...others];
}

/** Candidate `index`: usually in a role that is hiring, named in their city's locale more often than not. */
function planOrdinaryCandidate(index: number, jobs: readonly JobPlan[], used: Set<string>, now: Date): CandidatePlan {
  const faker = fakerFor([PHASE, index]);
  const isHiringRole = faker.datatype.boolean({ probability: 0.75 });
  const role = isHiringRole ? faker.helpers.arrayElement(jobs).role : faker.helpers.arrayElement([...DEMO_ROLES.values()]);
  const city = pickWeighted(faker, CITIES, (c) => c.weight);
  const level = pickLevel(faker, role);
  const years = faker.number.int({ min: level.minYears, max: level.maxYears });
  const names = fakerFor([PHASE, index, 1], faker.datatype.boolean({ probability: 0.75 }) ? city.locale : 'en_US');
  const firstName = names.person.firstName();
  const lastName = names.person.lastName();
  const phone = faker.datatype.boolean({ probability: 0.8 }) ? names.phone.number({ style: 'international' }) : undefined;
  const email = uniqueEmail(faker, firstName, lastName, used);
  return planCandidate(faker, { firstName, lastName, email, phone, role, level, years, city, isDemo: false }, now);
}
