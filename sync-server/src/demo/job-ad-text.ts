/** Writes job ads the way employers do: who is hiring and why, what you'll do and bring, what is offered. */
import type { Faker } from '@faker-js/faker';
import { BENEFITS, FAMILY_DUTIES } from './family-duties.ts';
import type { City } from './places.ts';
import { pickSome } from './random.ts';
import type { DemoRole } from './roles.ts';

/** Where the work happens. */
export type WorkMode = 'remote' | 'hybrid' | 'onsite';

/** What an ad is written from. */
export interface JobAdInput {
  companyName: string;
  /** The company's one-line introduction. */
  about: string;
  title: string;
  role: DemoRole;
  years: number;
  skills: readonly string[];
  city: City;
  mode: WorkMode;
  visaSponsorship: boolean;
  salaryMin?: number;
  salaryMax?: number;
}

/** 'a' or 'an' before a title, by how it is spoken ('an SEO Specialist', 'a UX Designer', 'an Engineer'). */
export function withArticle(title: string): string {
  const first = title.split(/\s/)[0] ?? '';
  const isAcronym = first.length > 1 && first === first.toUpperCase() && /[A-Z]/.test(first);
  const vowelSound = isAcronym ? /^[AEFHILMNORSX]/.test(first) : /^[AEIO]/i.test(first);
  return `${vowelSound ? 'an' : 'a'} ${title}`;
}

/** A list in prose: 'A, B and C'. */
export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A country as it reads after 'in' ('the United States', 'Germany'). */
export function countryInProse(country: string): string {
  return /^(United|Netherlands)/.test(country) ? `the ${country}` : country;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatDollars(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

function experienceLine(years: number, title: string): string {
  if (years === 0) return 'No prior experience needed: we will train you, and you will learn fast';
  return `${years}+ years of experience as ${withArticle(title.replace(/^(Junior|Senior|Lead) /, ''))} or in a similar role`;
}

function workModeLine(ad: JobAdInput): string {
  const country = countryInProse(ad.city.country);
  if (ad.mode === 'remote') return `This role is fully remote: you can work from anywhere in ${country}.`;
  if (ad.mode === 'hybrid') return `This is a hybrid role, with two days a week in our ${ad.city.name} office.`;
  return `This role is on site in ${ad.city.name}.`;
}

function visaLine(ad: JobAdInput): string {
  return ad.visaSponsorship
    ? 'We sponsor work visas for this role.'
    : `You must already be authorized to work in ${countryInProse(ad.city.country)}; we cannot sponsor a visa.`;
}

/** A complete job ad in plain text with simple bullet lists. */
export function writeJobAd(faker: Faker, ad: JobAdInput): string {
  const { duties, strengths } = FAMILY_DUTIES[ad.role.family];
  const core = ad.skills.slice(0, 3);
  const bonus = ad.skills.slice(3);
  const salary =
    ad.salaryMin !== undefined && ad.salaryMax !== undefined
      ? [`A salary of ${formatDollars(ad.salaryMin)} to ${formatDollars(ad.salaryMax)} a year, depending on experience`]
      : [];
  const sections = [
    `${ad.companyName} is hiring ${withArticle(ad.title)} to ${ad.role.focus}. ${ad.about}`,
    ['What you will do', ...pickSome(faker, duties, 3, 4).map((d) => `- ${capitalize(d)}`)].join('\n'),
    [
      'What you will bring',
      `- ${experienceLine(ad.years, ad.title)}`,
      `- Hands-on experience with ${joinWords(core)}`,
      ...pickSome(faker, strengths, 1, 2).map((s) => `- ${s}`),
    ].join('\n'),
    ...(bonus.length ? [`Nice to have\n- ${joinWords(bonus)}`] : []),
    ['What we offer', ...[...salary, ...pickSome(faker, BENEFITS, 2, 4)].map((b) => `- ${b}`)].join('\n'),
    `${workModeLine(ad)} ${visaLine(ad)}`,
  ];
  return sections.join('\n\n');
}
