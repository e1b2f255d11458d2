/** Writes what candidates say about themselves: bios, experience descriptions, achievements, cover letters. */
import type { Faker } from '@faker-js/faker';
import { FAMILY_DUTIES } from './family-duties.ts';
import { FAMILY_PROFILES } from './family-profiles.ts';
import { joinWords, withArticle } from './job-ad-text.ts';
import { pickSome } from './random.ts';
import type { DemoRole } from './roles.ts';

const MOTIVATIONS = [
  'Looking for a team that ships often and learns from its users.',
  'Happiest in small teams with a lot of ownership.',
  'Now looking for a role with room to grow into leadership.',
  'Open to relocating for the right role.',
  'Most motivated by work that makes a real difference to people.',
  'I value clear communication, kind feedback and steady progress.',
  'Looking for a stable, friendly team where I can keep learning.',
];

const AVAILABILITY = [
  'Weekdays after 3 pm',
  'Mornings, Monday to Thursday',
  'Flexible with a day’s notice',
  'Tuesdays and Thursdays, any time',
  'Evenings and Friday afternoons',
];

/** An achievement of the role's family, with its number filled in. */
export function writeAchievement(faker: Faker, role: DemoRole): string {
  const [template, min, max] = faker.helpers.arrayElement(FAMILY_PROFILES[role.family].achievements);
  return template.replace('{n}', String(faker.number.int({ min, max })));
}

/** A profile bio of two or three sentences, naming the person's strongest skills. */
export function writeBio(faker: Faker, role: DemoRole, title: string, years: number, skills: readonly string[]): string {
  const knownFor = faker.helpers.arrayElement(FAMILY_PROFILES[role.family].knownFor);
  const opening =
    years === 0
      ? `${title} at the start of my career, with a passion for ${knownFor}.`
      : `${title} with ${years} year${years === 1 ? '' : 's'} of experience ${knownFor}.`;
  const strengths = skills.length >= 2 ? ` Most at home with ${joinWords(skills.slice(0, 3))}.` : '';
  return `${opening}${strengths} ${faker.helpers.arrayElement(MOTIVATIONS)}`;
}

/** What a past or current job was about, in one or two sentences. */
export function writeExperienceDescription(faker: Faker, role: DemoRole, companyName: string): string {
  const [first, second] = pickSome(faker, FAMILY_DUTIES[role.family].duties, 2, 2);
  return `At ${companyName} I focused on ${first} and ${second}.`;
}

/** When a candidate can take interviews. */
export function pickAvailability(faker: Faker): string {
  return faker.helpers.arrayElement(AVAILABILITY);
}

/** A short cover letter, or none (many people apply without one). */
export function writeCoverLetter(
  faker: Faker,
  input: {
    firstName: string;
    lastName: string;
    title: string;
    jobTitle: string;
    companyName: string;
    skills: readonly string[];
  },
): string {
  if (faker.datatype.boolean({ probability: 0.25 })) return '';
  const skills = joinWords(input.skills.slice(0, 2));
  const opening = faker.helpers.arrayElement([
    `I am excited to apply for the ${input.jobTitle} role at ${input.companyName}.`,
    `I would love to join ${input.companyName} as ${withArticle(input.jobTitle)}.`,
    `Your ${input.jobTitle} opening caught my eye straight away.`,
  ]);
  const middle = faker.helpers.arrayElement([
    `As ${withArticle(input.title)}, I work with ${skills} every day and enjoy the kind of work this role describes.`,
    `My background in ${skills} lines up well with what you are looking for, and I learn new tools quickly.`,
    `I have spent the last few years building my experience with ${skills}, and I am ready for a new challenge.`,
  ]);
  const signature = `Best regards,\n${input.firstName} ${input.lastName}`;
  return `Dear hiring team,\n\n${opening} ${middle} I would be glad to tell you more in a call.\n\n${signature}`;
}
