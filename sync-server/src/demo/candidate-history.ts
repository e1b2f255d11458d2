/**
 * A candidate's past: work experience laid back from today with believable durations, the education before it
 * and a certification or two, all dated as `YYYY-MM` like the profile forms store them.
 */
import type { Faker } from '@faker-js/faker';
import { COMPANY_SIZES, INDUSTRIES } from '@shared/catalog.ts';
import type { Certification, Education, WorkExperience } from '@shared/schemas/candidate.ts';
import { monthsBefore } from './clock.ts';
import { FAMILY_PROFILES } from './family-profiles.ts';
import { industryProfile, nameCompany } from './industries.ts';
import { writeAchievement, writeExperienceDescription } from './people-text.ts';
import { UNIVERSITIES, type City } from './places.ts';
import { pickSome } from './random.ts';
import type { DemoRole } from './roles.ts';

/** Who the history is for. */
export interface HistoryInput {
  role: DemoRole;
  title: string;
  years: number;
  city: City;
  skills: readonly string[];
  /** Countries the person may have studied in (their own first). */
  studyCountries: readonly string[];
}

function industriesHiring(role: DemoRole): string[] {
  const hiring = INDUSTRIES.filter((industry) => industryProfile(industry).roles.includes(role.key));
  return hiring.length ? hiring : ['Other'];
}

function earlierTitle(faker: Faker, role: DemoRole): string {
  const title = faker.helpers.arrayElement(role.titles);
  return role.hasLevels && faker.datatype.boolean() ? `Junior ${title}` : title;
}

/** 0-4 jobs, most recent first, covering about `years` years (a newcomer may have one internship). */
export function planExperience(faker: Faker, input: HistoryInput, today: Date, minEntries = 0): WorkExperience[] {
  const count =
    input.years === 0
      ? Math.max(minEntries, faker.number.int({ min: 0, max: 1 }))
      : Math.max(minEntries, faker.number.int({ min: 1, max: Math.min(4, 1 + Math.ceil(input.years / 3)) }));
  const totalMonths = Math.max(4, input.years * 12);
  const isCurrent = faker.datatype.boolean({ probability: 0.75 });
  let end = isCurrent ? 0 : faker.number.int({ min: 1, max: 5 });
  const entries: WorkExperience[] = [];
  for (let i = 0; i < count; i++) {
    const span = Math.max(3, Math.round((totalMonths / count) * faker.number.float({ min: 0.7, max: 1.3 })));
    const industry = faker.helpers.arrayElement(industriesHiring(input.role));
    const companyName = nameCompany(faker, industry, input.city.name);
    const current = i === 0 && isCurrent && input.years > 0;
    entries.push({
      id: faker.string.uuid(),
      companyName,
      position: i === 0 ? input.title : earlierTitle(faker, input.role),
      startDate: monthsBefore(today, end + span),
      ...(current ? {} : { endDate: monthsBefore(today, end) }),
      isCurrent: current,
      description: writeExperienceDescription(faker, input.role, companyName),
      location: input.city.name,
      industry,
      companySize: faker.helpers.arrayElement(COMPANY_SIZES),
      skills: pickSome(faker, input.skills, 2, 5),
      achievements: Array.from({ length: faker.number.int({ min: 0, max: 2 }) }, () => writeAchievement(faker, input.role)),
    });
    end += span + faker.number.int({ min: 0, max: 3 });
  }
  return entries;
}

/** 0-2 degrees or diplomas, the latest ending before the career began (or still ongoing for a newcomer). */
export function planEducation(faker: Faker, input: HistoryInput, today: Date, minEntries = 0): Education[] {
  const { degrees, fields } = FAMILY_PROFILES[input.role.family];
  const count = Math.max(minEntries, faker.helpers.weightedArrayElement([
    { value: 0, weight: 15 },
    { value: 1, weight: 65 },
    { value: 2, weight: 20 },
  ]));
  const isOngoing = input.years === 0 && faker.datatype.boolean({ probability: 0.3 });
  let end = input.years * 12 + faker.number.int({ min: 0, max: 6 });
  const entries: Education[] = [];
  for (let i = 0; i < count; i++) {
    const country = faker.helpers.arrayElement(input.studyCountries);
    const span = faker.helpers.arrayElement([24, 36, 48]);
    const ongoing = i === 0 && isOngoing;
    entries.push({
      id: faker.string.uuid(),
      institutionName: faker.helpers.arrayElement(UNIVERSITIES[country] ?? UNIVERSITIES['United States']!),
      degree: faker.helpers.arrayElement(degrees),
      fieldOfStudy: faker.helpers.arrayElement(fields),
      startDate: monthsBefore(today, ongoing ? 12 : end + span),
      ...(ongoing ? {} : { endDate: monthsBefore(today, end) }),
      isOngoing: ongoing,
      location: country,
      ...(faker.datatype.boolean({ probability: 0.4 })
        ? { grade: `GPA ${faker.number.float({ min: 3.0, max: 4.0 }).toFixed(1)}` }
        : {}),
    });
    end += span + faker.number.int({ min: 0, max: 12 });
  }
  return entries;
}

/** Usually none; sometimes one or two certifications of the family. */
export function planCertifications(faker: Faker, input: HistoryInput, today: Date, minEntries = 0): Certification[] {
  const drawn = faker.datatype.boolean({ probability: 0.35 }) ? faker.number.int({ min: 1, max: 2 }) : 0;
  const count = Math.max(minEntries, drawn);
  return pickSome(faker, FAMILY_PROFILES[input.role.family].certifications, count, count).map(([name, issuer]) => ({
    id: faker.string.uuid(),
    name,
    issuer,
    issueDate: monthsBefore(today, faker.number.int({ min: 2, max: Math.max(3, input.years * 12) })),
  }));
}
