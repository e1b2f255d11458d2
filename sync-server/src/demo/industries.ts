/**
 * What each industry of the catalog looks like in the demo: which roles its companies hire (repeats weigh a
 * role up), how its companies are named, and the line their profile opens with.
 */
import type { Faker } from '@faker-js/faker';
import { INDUSTRIES, type CompanySize } from '@shared/catalog.ts';
import { roleNamed, type DemoRole } from './roles.ts';

interface IndustryProfile {
  /** How many of the demo's companies are in it. */
  companies: number;
  roles: readonly string[];
  nameSuffixes: readonly string[];
  /** Opening lines of a company profile; `{name}` is the company. */
  missions: readonly string[];
  /** Whether job ads mention a funding stage. */
  hasFundingStages: boolean;
}

const PROFILES: Readonly<Record<string, IndustryProfile>> = {
  Technology: {
    companies: 8,
    roles: [
      'frontend developer', 'backend developer', 'backend developer', 'full stack developer', 'full stack developer',
      'software engineer', 'software engineer', 'mobile developer', 'devops engineer', 'cloud engineer',
      'data scientist', 'data engineer', 'machine learning engineer', 'qa engineer', 'security engineer',
      'ui/ux designer', 'product manager', 'account executive', 'customer success manager',
      'sales development representative', 'technical writer', 'recruiter',
    ],
    nameSuffixes: ['Labs', 'Software', 'Systems', 'Technologies', 'Cloud', 'AI', 'Data'],
    missions: [
      '{name} builds software that helps small businesses run their back office without a back office.',
      '{name} makes developer tools that take the pain out of shipping and monitoring code.',
      '{name} builds the data platform that logistics companies use to plan millions of deliveries a day.',
      '{name} makes collaboration software used by thousands of remote teams.',
    ],
    hasFundingStages: true,
  },
  Healthcare: {
    companies: 5,
    roles: [
      'registered nurse', 'registered nurse', 'registered nurse', 'nursing assistant', 'medical assistant',
      'medical biller', 'pharmacy technician', 'physical therapist', 'data analyst', 'it support specialist',
      'administrative assistant', 'software engineer',
    ],
    nameSuffixes: ['Health', 'Medical Group', 'Care Partners', 'Clinics', 'Community Hospital'],
    missions: [
      '{name} runs community clinics where patients are seen quickly and treated like people, not numbers.',
      '{name} is a regional hospital network caring for over a million patients a year.',
      '{name} provides home health and rehabilitation care across the region.',
    ],
    hasFundingStages: false,
  },
  Finance: {
    companies: 4,
    roles: [
      'financial analyst', 'financial analyst', 'accountant', 'accountant', 'auditor', 'data analyst',
      'backend developer', 'java developer', 'security engineer', 'business analyst', 'account manager',
      'customer service representative', 'payroll specialist', '.net developer',
    ],
    nameSuffixes: ['Capital', 'Financial', 'Bank', 'Wealth Partners', 'Insurance', 'Credit Union'],
    missions: [
      '{name} offers simple, fairly priced banking to families and small businesses.',
      '{name} manages retirement and investment savings for over 200,000 members.',
      '{name} insures homes and small businesses, and pays claims in days rather than months.',
    ],
    hasFundingStages: false,
  },
  Education: {
    companies: 3,
    roles: [
      'teacher', 'teacher', 'esl teacher', 'teaching assistant', 'tutor', 'instructional designer',
      'administrative assistant', 'it support specialist', 'content writer', 'data analyst',
    ],
    nameSuffixes: ['Academy', 'Learning', 'College', 'Education', 'Charter Schools'],
    missions: [
      '{name} runs schools where every student gets a plan of their own.',
      '{name} builds online courses that working adults actually finish.',
      '{name} is a community college preparing students for careers and for university.',
    ],
    hasFundingStages: false,
  },
  Manufacturing: {
    companies: 4,
    roles: [
      'mechanical engineer', 'mechanical engineer', 'maintenance technician', 'electrician', 'welder',
      'warehouse associate', 'operations manager', 'supply chain analyst', 'logistics coordinator', 'project manager',
      'accountant',
    ],
    nameSuffixes: ['Manufacturing', 'Industries', 'Fabrication', 'Components', 'Machine Works'],
    missions: [
      '{name} designs and manufactures precision components for the aerospace and medical industries.',
      '{name} makes energy-efficient heating and cooling equipment for homes and offices.',
      '{name} builds custom steel structures, from bridges to warehouses.',
    ],
    hasFundingStages: false,
  },
  Retail: {
    companies: 4,
    roles: [
      'retail associate', 'retail associate', 'warehouse associate', 'logistics coordinator', 'truck driver',
      'customer service representative', 'digital marketing specialist', 'social media manager',
      'supply chain analyst', 'data analyst', 'frontend developer', 'graphic designer', 'operations manager',
    ],
    nameSuffixes: ['Market', 'Outfitters', 'Goods', 'Supply Co.', 'Home & Garden'],
    missions: [
      '{name} sells outdoor gear in 60 stores and online, and repairs what it sells.',
      '{name} is a neighbourhood grocery chain that buys from local farms first.',
      '{name} sells furniture and homeware online and delivers it within a week.',
    ],
    hasFundingStages: false,
  },
  Consulting: {
    companies: 3,
    roles: [
      'business analyst', 'business analyst', 'project manager', 'data analyst', 'financial analyst', 'cloud engineer',
      'software engineer', 'scrum master', 'recruiter', 'auditor', 'account manager', 'hr manager',
    ],
    nameSuffixes: ['Consulting', 'Advisory', 'Partners', 'Group'],
    missions: [
      '{name} helps mid-sized companies move their operations to the cloud without stopping the business.',
      '{name} advises hospitals and insurers on data, operations and strategy.',
      '{name} helps public and private organisations plan and deliver large transformation programmes.',
    ],
    hasFundingStages: false,
  },
  'Media & Entertainment': {
    companies: 3,
    roles: [
      'content writer', 'graphic designer', 'social media manager', 'seo specialist', 'public relations specialist',
      'marketing manager', 'frontend developer', 'data analyst', 'product manager', 'account executive',
    ],
    nameSuffixes: ['Media', 'Studios', 'Publishing', 'Games', 'Podcasts'],
    missions: [
      '{name} publishes independent journalism read by four million people a month.',
      '{name} is an independent games studio making story-driven games for console and PC.',
      '{name} produces podcasts and documentaries about science and culture.',
    ],
    hasFundingStages: true,
  },
  'Non-profit': {
    companies: 2,
    roles: [
      'project manager', 'content writer', 'public relations specialist', 'administrative assistant', 'accountant',
      'social media manager', 'tutor', 'data analyst', 'recruiter',
    ],
    nameSuffixes: ['Foundation', 'Alliance', 'Trust', 'Community Fund'],
    missions: [
      '{name} funds after-school programmes for children in underserved neighbourhoods.',
      '{name} helps refugees find housing, work and community in their new home.',
      '{name} protects rivers and wetlands through restoration and education.',
    ],
    hasFundingStages: false,
  },
  Government: {
    companies: 2,
    roles: [
      'business analyst', 'data analyst', 'security engineer', 'it support specialist', 'administrative assistant',
      'paralegal', 'project manager', 'accountant', 'auditor', 'database administrator',
    ],
    nameSuffixes: [
      'Department of Transportation', 'Office of Technology Services', 'Public Library System',
      'Department of Public Health',
    ],
    missions: [
      'The {name} serves residents every day, and is modernising how it does so.',
      'The {name} keeps essential public services running for the whole city.',
    ],
    hasFundingStages: false,
  },
  Other: {
    companies: 2,
    roles: [
      'chef', 'chef', 'retail associate', 'truck driver', 'logistics coordinator', 'operations manager',
      'customer service representative', 'maintenance technician', 'administrative assistant', 'bookkeeper',
    ],
    nameSuffixes: ['Hospitality Group', 'Restaurants', 'Hotels', 'Freight'],
    missions: [
      '{name} runs restaurants and hotels known for warm service and seasonal food.',
      '{name} moves freight for regional retailers with a fleet of 300 trucks.',
    ],
    hasFundingStages: false,
  },
};

const FALLBACK: IndustryProfile = PROFILES.Other!;

const NAME_WORDS = [
  'Brightpath', 'Northfield', 'Bluepeak', 'Ironwood', 'Clearwater', 'Silverline', 'Redstone', 'Evergreen', 'Harborview',
  'Lakeshore', 'Cedarline', 'Granite', 'Maplewood', 'Aurora', 'Beacon', 'Keystone', 'Meridian', 'Pinecrest', 'Riverbend',
  'Starling', 'Tidewater', 'Westbrook', 'Oakridge', 'Copperleaf', 'Lumen', 'Nimbus', 'Willowbrook', 'Fairhaven',
  'Highland', 'Sunridge', 'Foxglove', 'Larkspur', 'Juniper', 'Halcyon', 'Bramble', 'Solstice',
];

/** The industry's demo profile; an industry added to the catalog later borrows 'Other'. */
export function industryProfile(industry: string): IndustryProfile {
  return PROFILES[industry] ?? FALLBACK;
}

/** The demo's companies' industries, in order: every catalog industry, weighted by how many companies it has. */
export function companyIndustries(): string[] {
  return INDUSTRIES.flatMap((industry) => Array.from({ length: industryProfile(industry).companies }, () => industry));
}

/** A role an industry's company hires for. */
export function pickIndustryRole(faker: Faker, industry: string): DemoRole {
  return roleNamed(faker.helpers.arrayElement(industryProfile(industry).roles));
}

/** A company name for the industry: 'Ironwood Labs', 'Hartley & Moss Advisory', 'City of Denver Public Library System'. */
export function nameCompany(faker: Faker, industry: string, cityName: string): string {
  const suffix = faker.helpers.arrayElement(industryProfile(industry).nameSuffixes);
  if (industry === 'Government') return `City of ${cityName.split(',')[0]} ${suffix}`;
  const isPartnership = ['Consulting', 'Finance'].includes(industry) && faker.datatype.boolean();
  if (isPartnership) return `${faker.person.lastName()} & ${faker.person.lastName()} ${suffix}`;
  return `${faker.helpers.arrayElement(NAME_WORDS)} ${suffix}`;
}

/** A funding stage matching the company's size, for ad texts and the job's growth stage. */
export function fundingStage(size: CompanySize): string {
  const stages: Record<CompanySize, string> = {
    '1-10': 'Seed',
    '11-50': 'Series A',
    '51-200': 'Series B',
    '201-500': 'Series C',
    '501-1000': 'Late stage',
    '1000+': 'Public company',
  };
  return stages[size];
}
