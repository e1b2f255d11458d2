/**
 * The demo's employers: one company per industry slot of industries.ts plus the demo employer's, with sizes
 * spread over every catalog size, a contact person who is the employer user, and a profile written like a real one.
 */
import type { Faker } from '@faker-js/faker';
import { COMPANY_SIZES, type CompanySize } from '@shared/catalog.ts';
import { MINUTE, after, daysBefore, timeBetween } from './clock.ts';
import { DEMO_EMPLOYER, DEMO_EMPLOYER_EMAIL } from './demo-accounts.ts';
import { companyIndustries, industryProfile, nameCompany } from './industries.ts';
import { CITIES, type City } from './places.ts';
import { fakerFor, pickWeighted, slugOf } from './random.ts';
import type { CompanyPlan } from './types.ts';

const PHASE = 1;

const VALUES = [
  'We care about doing things properly, sharing what we learn and giving people room to grow.',
  'We are proud of a friendly, low-ego culture where good ideas win, wherever they come from.',
  'We invest in our people: clear goals, honest feedback and time to learn.',
  'We keep teams small, decisions close to the work and meetings to a minimum.',
];

function cityNamed(name: string): City {
  const city = CITIES.find((c) => c.name === name);
  if (!city) throw new Error(`Demo data: unknown city '${name}'`);
  return city;
}

function sizePhrase(faker: Faker, size: CompanySize): string {
  const [min, max] = size === '1000+' ? [1200, 9000] : size.split('-').map(Number);
  return `a team of ${faker.number.int({ min: Math.max(min!, 4), max: max! }).toLocaleString('en-US')} people`;
}

function uniqueCompanyName(faker: Faker, industry: string, city: City, used: Set<string>): string {
  for (;;) {
    const name = nameCompany(faker, industry, city.name);
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

/** Founding years that fit a size: a ten-person company from 1960 would look odd. */
const FOUNDED: Record<CompanySize, readonly [number, number]> = {
  '1-10': [2018, 2024],
  '11-50': [2012, 2022],
  '51-200': [2005, 2020],
  '201-500': [1995, 2015],
  '501-1000': [1985, 2010],
  '1000+': [1950, 2005],
};

function describe(faker: Faker, about: string, industry: string, size: CompanySize, city: City): string {
  const [firstYear, lastYear] = FOUNDED[size];
  const founded = faker.number.int({ min: firstYear, max: lastYear });
  const team = sizePhrase(faker, size);
  const body =
    industry === 'Government'
      ? `We are ${team} serving the people of ${city.name.split(',')[0]}.`
      : `Founded in ${founded}, we are ${team} based in ${city.name}.`;
  return `${about} ${body} ${faker.helpers.arrayElement(VALUES)}`;
}

/** What a company is planned from; `demoEmail` marks the demo employer's. */
export interface CompanyInput {
  industry: string;
  size: CompanySize;
  city: City;
  name: string;
  about?: string;
  demoEmail?: string;
}

/** `faker` draws the structure; `people` (seeded apart, in the city's locale) the contact person. */
export function planCompany(faker: Faker, people: Faker, input: CompanyInput, now: Date): CompanyPlan {
  const person = { firstName: people.person.firstName(), lastName: people.person.lastName() };
  const domain = `${slugOf(input.name, '')}.example`;
  const mission = faker.helpers.arrayElement(industryProfile(input.industry).missions);
  const about = input.about ?? mission.replace('{name}', input.name);
  const joinedAt = timeBetween(faker, daysBefore(now, 125), daysBefore(now, 95));
  return {
    user: {
      email: input.demoEmail ?? `${slugOf(person.firstName, '')}.${slugOf(person.lastName, '')}@${domain}`,
      userType: 'employer',
      ...person,
      joinedAt,
    },
    profile: {
      id: faker.string.uuid(),
      companyName: input.name,
      industry: input.industry,
      companySize: input.size,
      location: input.city.name,
      website: `https://www.${domain}`,
      description: describe(faker, about, input.industry, input.size, input.city),
      contactName: `${person.firstName} ${person.lastName}`,
      contactEmail: `careers@${domain}`,
      contactPhone: people.phone.number({ style: 'international' }),
    },
    profileAt: after(joinedAt, faker.number.int({ min: 5, max: 90 }) * MINUTE),
    city: input.city,
    about,
    isDemo: input.demoEmail !== undefined,
  };
}

/** The demo employer's company first, then one company per industry slot. */
export function planCompanies(now: Date): CompanyPlan[] {
  const used = new Set<string>([DEMO_EMPLOYER.companyName]);
  const industries = companyIndustries();
  const sizes = fakerFor([PHASE]).helpers.shuffle(industries.map((_, i) => COMPANY_SIZES[i % COMPANY_SIZES.length]!));
  const demo = planCompany(
    fakerFor([PHASE, 0]),
    fakerFor([PHASE, 0, 1]),
    {
      industry: DEMO_EMPLOYER.industry,
      size: DEMO_EMPLOYER.companySize,
      city: cityNamed(DEMO_EMPLOYER.cityName),
      name: DEMO_EMPLOYER.companyName,
      about: DEMO_EMPLOYER.about,
      demoEmail: DEMO_EMPLOYER_EMAIL,
    },
    now,
  );
  const { firstName, lastName } = DEMO_EMPLOYER;
  demo.user = { ...demo.user, firstName, lastName, joinedAt: daysBefore(now, 120) };
  demo.profile.contactName = `${firstName} ${lastName}`;
  demo.profileAt = after(demo.user.joinedAt, 20 * MINUTE);
  const others = industries.map((industry, i) => {
    const faker = fakerFor([PHASE, i + 1]);
    const city = pickWeighted(faker, CITIES, (c) => c.weight);
    // Public bodies are large; a ten-person city department would look odd.
    const size = industry === 'Government' ? '1000+' : sizes[i]!;
    const people = fakerFor([PHASE, i + 1, 1], city.locale);
    const name = uniqueCompanyName(faker, industry, city, used);
    return planCompany(faker, people, { industry, size, city, name }, now);
  });
  return [demo, ...others];
}
