/**
 * The jobs people hold in the demo: each role points at a role of the shared skill taxonomy (so its skills are
 * the ones the taxonomy links to it), with real titles, a family (which ad and profile texts to use) and pay.
 */
import type { Faker } from '@faker-js/faker';
import { findSkill, TAXONOMY_ROLES } from '@shared/scoring/taxonomy.ts';
import { pickWeighted } from './random.ts';

/** Groups of roles that share ad texts, bios and fields of study. */
export type Family =
  | 'engineering' | 'data' | 'design' | 'product' | 'sales' | 'marketing' | 'support' | 'finance' | 'people'
  | 'admin' | 'healthcare' | 'education' | 'operations' | 'trades' | 'hospitality';

/** A role of the demo. */
export interface DemoRole {
  /** The taxonomy role's name. */
  key: string;
  family: Family;
  /** Mid-level yearly pay in US dollars, before the city's salary level. */
  salary: number;
  /** What the person does, completing 'hiring a X to ...'. */
  focus: string;
  /** Titles without a seniority prefix. */
  titles: readonly string[];
  /** Whether titles take Junior / Senior / Lead. */
  hasLevels: boolean;
}

const ROLE_ROWS: readonly [string, Family, number, string, readonly string[], boolean?][] = [
  ['frontend developer', 'engineering', 120000, 'build fast, accessible interfaces our customers use every day', ['Frontend Engineer', 'Frontend Developer', 'React Developer']],
  ['backend developer', 'engineering', 125000, 'design and run the services and APIs behind our products', ['Backend Engineer', 'Backend Developer', 'API Engineer']],
  ['full stack developer', 'engineering', 122000, 'ship features end to end, from the database to the browser', ['Full Stack Engineer', 'Full Stack Developer']],
  ['software engineer', 'engineering', 125000, 'design, build and maintain reliable software at scale', ['Software Engineer', 'Software Developer']],
  ['mobile developer', 'engineering', 120000, 'build our iOS and Android apps', ['Mobile Engineer', 'React Native Developer', 'Flutter Developer']],
  ['java developer', 'engineering', 118000, 'build the Java services our business runs on', ['Java Developer', 'Java Engineer']],
  ['.net developer', 'engineering', 112000, 'modernise and extend our .NET applications', ['.NET Developer', 'C# Developer']],
  ['devops engineer', 'engineering', 130000, 'keep our platform fast, observable and easy to ship to', ['DevOps Engineer', 'Site Reliability Engineer', 'Platform Engineer']],
  ['cloud engineer', 'engineering', 132000, 'design and operate our cloud infrastructure', ['Cloud Engineer', 'Cloud Architect']],
  ['qa engineer', 'engineering', 98000, 'make sure every release is one our users can trust', ['QA Engineer', 'Test Automation Engineer']],
  ['security engineer', 'engineering', 135000, 'protect our systems and our customers’ data', ['Security Engineer', 'Security Analyst']],
  ['database administrator', 'engineering', 105000, 'keep our databases fast, safe and backed up', ['Database Administrator', 'Database Engineer']],
  ['it support specialist', 'engineering', 58000, 'keep our people’s laptops, accounts and networks running', ['IT Support Specialist', 'Help Desk Technician', 'Systems Administrator'], false],
  ['data scientist', 'data', 130000, 'turn our data into models and decisions', ['Data Scientist']],
  ['data analyst', 'data', 85000, 'answer the questions our teams ask with data', ['Data Analyst', 'Business Intelligence Analyst']],
  ['data engineer', 'data', 128000, 'build the pipelines that feed our analytics and products', ['Data Engineer', 'Analytics Engineer']],
  ['machine learning engineer', 'data', 145000, 'take machine-learning models from notebooks to production', ['Machine Learning Engineer', 'ML Engineer']],
  ['ui/ux designer', 'design', 105000, 'design products that feel simple, from research to polished screens', ['Product Designer', 'UX Designer', 'UI/UX Designer']],
  ['graphic designer', 'design', 65000, 'shape how our brand looks across print, web and social', ['Graphic Designer', 'Brand Designer', 'Motion Designer']],
  ['product manager', 'product', 130000, 'decide what we build next and why', ['Product Manager', 'Product Owner']],
  ['project manager', 'product', 95000, 'deliver projects on time, on budget and with happy stakeholders', ['Project Manager', 'Program Manager']],
  ['business analyst', 'product', 88000, 'translate business needs into clear requirements', ['Business Analyst', 'Business Systems Analyst']],
  ['scrum master', 'product', 105000, 'help our teams plan, focus and improve', ['Scrum Master', 'Agile Coach'], false],
  ['account executive', 'sales', 90000, 'win new customers and grow our revenue', ['Account Executive', 'Sales Executive']],
  ['account manager', 'sales', 78000, 'grow and look after our key customer relationships', ['Account Manager', 'Key Account Manager']],
  ['sales development representative', 'sales', 58000, 'open conversations with the companies we want to work with', ['Sales Development Representative', 'Business Development Representative'], false],
  ['business development manager', 'sales', 105000, 'find and close new partnerships', ['Business Development Manager', 'Partnerships Manager'], false],
  ['customer success manager', 'support', 80000, 'make sure our customers get real value from day one', ['Customer Success Manager', 'Implementation Specialist']],
  ['customer service representative', 'support', 42000, 'help our customers quickly and kindly', ['Customer Service Representative', 'Customer Support Specialist'], false],
  ['marketing manager', 'marketing', 105000, 'plan and run campaigns that grow our audience', ['Marketing Manager', 'Brand Manager'], false],
  ['digital marketing specialist', 'marketing', 70000, 'run our paid, search and email marketing', ['Digital Marketing Specialist', 'Performance Marketer', 'Growth Marketer']],
  ['content writer', 'marketing', 62000, 'write the stories, guides and pages our audience reads', ['Content Writer', 'Copywriter', 'Content Strategist']],
  ['social media manager', 'marketing', 62000, 'grow and engage our communities on social media', ['Social Media Manager', 'Community Manager'], false],
  ['seo specialist', 'marketing', 68000, 'help the right people find us through search', ['SEO Specialist', 'SEO Manager'], false],
  ['technical writer', 'marketing', 88000, 'write documentation developers actually enjoy reading', ['Technical Writer', 'Documentation Specialist']],
  ['public relations specialist', 'marketing', 68000, 'tell our story to journalists, partners and the public', ['Communications Manager', 'PR Specialist'], false],
  ['accountant', 'finance', 75000, 'keep our books accurate and our closes on time', ['Accountant', 'Staff Accountant']],
  ['bookkeeper', 'finance', 48000, 'keep day-to-day finances in order', ['Bookkeeper', 'Accounts Payable Clerk'], false],
  ['financial analyst', 'finance', 90000, 'build the forecasts and models that guide our decisions', ['Financial Analyst', 'FP&A Analyst']],
  ['auditor', 'finance', 82000, 'test our controls and keep us compliant', ['Internal Auditor', 'Compliance Analyst']],
  ['payroll specialist', 'finance', 58000, 'pay our people correctly and on time', ['Payroll Specialist', 'Payroll Administrator'], false],
  ['hr manager', 'people', 88000, 'support our managers and employees through every stage of work', ['HR Generalist', 'HR Business Partner', 'People Operations Manager'], false],
  ['recruiter', 'people', 72000, 'find and hire the people who will shape our next chapter', ['Recruiter', 'Technical Recruiter', 'Talent Acquisition Partner']],
  ['paralegal', 'admin', 60000, 'support our legal team with research, contracts and filings', ['Paralegal', 'Contracts Administrator'], false],
  ['administrative assistant', 'admin', 45000, 'keep our office and calendars running smoothly', ['Administrative Assistant', 'Executive Assistant', 'Office Manager'], false],
  ['registered nurse', 'healthcare', 86000, 'give safe, compassionate care to our patients', ['Registered Nurse', 'ICU Registered Nurse', 'ER Registered Nurse', 'Charge Nurse'], false],
  ['nursing assistant', 'healthcare', 38000, 'help our patients with daily care and comfort', ['Certified Nursing Assistant', 'Patient Care Technician'], false],
  ['medical assistant', 'healthcare', 40000, 'keep our clinic running for patients and providers', ['Medical Assistant', 'Phlebotomist'], false],
  ['medical biller', 'healthcare', 46000, 'code and bill our visits accurately', ['Medical Biller', 'Medical Coder'], false],
  ['pharmacy technician', 'healthcare', 40000, 'prepare and check medication for our patients', ['Pharmacy Technician'], false],
  ['physical therapist', 'healthcare', 92000, 'help patients recover movement and strength', ['Physical Therapist', 'Physical Therapy Assistant'], false],
  ['teacher', 'education', 58000, 'inspire our students and help every one of them progress', ['Math Teacher', 'Science Teacher', 'English Teacher', 'Elementary Teacher', 'Special Education Teacher'], false],
  ['esl teacher', 'education', 48000, 'teach English to learners from around the world', ['ESL Teacher', 'English Language Teacher'], false],
  ['teaching assistant', 'education', 32000, 'support teachers and students in the classroom', ['Teaching Assistant', 'Classroom Assistant'], false],
  ['tutor', 'education', 40000, 'help students catch up and get ahead', ['Math Tutor', 'Academic Tutor'], false],
  ['instructional designer', 'education', 78000, 'design courses people finish and remember', ['Instructional Designer', 'E-Learning Developer', 'Corporate Trainer']],
  ['logistics coordinator', 'operations', 52000, 'get our shipments where they need to be, on time', ['Logistics Coordinator', 'Dispatcher', 'Transportation Coordinator'], false],
  ['warehouse associate', 'operations', 36000, 'receive, pick and ship orders safely and accurately', ['Warehouse Associate', 'Forklift Operator', 'Warehouse Supervisor'], false],
  ['supply chain analyst', 'operations', 76000, 'plan our inventory and keep our suppliers on track', ['Supply Chain Analyst', 'Demand Planner', 'Procurement Specialist']],
  ['operations manager', 'operations', 92000, 'run our day-to-day operations and make them better every week', ['Operations Manager', 'Production Manager'], false],
  ['truck driver', 'operations', 55000, 'deliver our goods safely across the region', ['CDL Truck Driver', 'Delivery Driver'], false],
  ['retail associate', 'hospitality', 32000, 'give our shoppers a great experience in store', ['Retail Sales Associate', 'Store Associate', 'Assistant Store Manager'], false],
  ['chef', 'hospitality', 52000, 'cook food our guests come back for', ['Line Cook', 'Sous Chef', 'Kitchen Manager'], false],
  ['mechanical engineer', 'trades', 95000, 'design and improve the machines and parts we make', ['Mechanical Engineer', 'Manufacturing Engineer', 'Design Engineer']],
  ['electrician', 'trades', 62000, 'install and maintain electrical systems safely', ['Electrician', 'Industrial Electrician'], false],
  ['maintenance technician', 'trades', 52000, 'keep our equipment and buildings in good working order', ['Maintenance Technician', 'HVAC Technician'], false],
  ['welder', 'trades', 50000, 'weld and fabricate parts to spec', ['Welder', 'Welder Fabricator'], false],
];

/** Every demo role by its taxonomy name. */
export const DEMO_ROLES: ReadonlyMap<string, DemoRole> = new Map(
  ROLE_ROWS.map(([key, family, salary, focus, titles, hasLevels = true]) => [
    key,
    { key, family, salary, focus, titles, hasLevels },
  ]),
);

/** A demo role by taxonomy name; a name missing here or in the taxonomy is a bug in the demo data. */
export function roleNamed(key: string): DemoRole {
  const role = DEMO_ROLES.get(key);
  if (!role || !TAXONOMY_ROLES.some((r) => r.name === key)) throw new Error(`Demo data: unknown role '${key}'`);
  return role;
}

/** Seniority: the title prefix, the years it takes and its pay. */
export interface Level {
  prefix: string;
  minYears: number;
  maxYears: number;
  pay: number;
}

const LEVELS: readonly (Level & { weight: number })[] = [
  { prefix: 'Junior ', minYears: 0, maxYears: 1, pay: 0.75, weight: 2 },
  { prefix: '', minYears: 2, maxYears: 4, pay: 1, weight: 4 },
  { prefix: 'Senior ', minYears: 5, maxYears: 8, pay: 1.3, weight: 3 },
  { prefix: 'Lead ', minYears: 8, maxYears: 12, pay: 1.55, weight: 1 },
];
const UNLEVELLED: Level = { prefix: '', minYears: 0, maxYears: 8, pay: 1 };

/** A seniority for a role (roles without levels get one broad band). */
export function pickLevel(faker: Faker, role: DemoRole): Level {
  return role.hasLevels ? pickWeighted(faker, LEVELS, (l) => l.weight) : UNLEVELLED;
}

/** A title for a role at a level, e.g. 'Senior Backend Engineer'. */
export function titleFor(faker: Faker, role: DemoRole, level: Level): string {
  return `${level.prefix}${faker.helpers.arrayElement(role.titles)}`;
}

/**
 * Between `min` and `max` canonical taxonomy skills that fit the role: its most central skills first, then
 * others the taxonomy lists for it, then skills related to those.
 */
export function skillsFor(faker: Faker, role: DemoRole, min: number, max: number): string[] {
  const taxonomyRole = TAXONOMY_ROLES.find((r) => r.name === role.key);
  const known = (taxonomyRole?.skills ?? []).filter((s) => findSkill(s)?.name === s);
  const central = known.slice(0, 3);
  const related = [...new Set(central.flatMap((s) => findSkill(s)?.related ?? []))].filter(
    (s) => findSkill(s)?.name === s && !known.includes(s),
  );
  const ranked = [...central, ...faker.helpers.shuffle(known.slice(3)), ...faker.helpers.shuffle(related)];
  return ranked.slice(0, faker.number.int({ min, max }));
}
