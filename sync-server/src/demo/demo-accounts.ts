/** The two demo sign-ins printed at start, and the people behind them. Every demo user shares the password. */

/** 9 characters with a capital and a digit: it passes the sign-up password rule. */
export const DEMO_PASSWORD = 'Demo2026x';
export const DEMO_CANDIDATE_EMAIL = 'candidate@demo.hiresync.dev';
export const DEMO_EMPLOYER_EMAIL = 'employer@demo.hiresync.dev';

/** The demo employer's contact person and company. */
export const DEMO_EMPLOYER = {
  firstName: 'Jordan',
  lastName: 'Reyes',
  companyName: 'Brightwave Software',
  industry: 'Technology',
  companySize: '51-200',
  cityName: 'Austin, TX',
  about:
    'Brightwave Software builds scheduling and payroll software used by 4,000 restaurants and shops across North America.',
  /** The roles of its jobs, one job each. */
  roles: [
    'full stack developer',
    'frontend developer',
    'backend developer',
    'devops engineer',
    'ui/ux designer',
    'product manager',
    'data engineer',
    'qa engineer',
  ],
} as const;

/** The demo candidate: a senior full stack developer in the same city, a good match for the demo employer. */
export const DEMO_CANDIDATE = {
  firstName: 'Alex',
  lastName: 'Morgan',
  role: 'full stack developer',
  years: 7,
  cityName: 'Austin, TX',
} as const;

/** The line printed after seeding. */
export function demoSignInLine(): string {
  return `Demo sign-ins (password ${DEMO_PASSWORD}): candidate ${DEMO_CANDIDATE_EMAIL} · employer ${DEMO_EMPLOYER_EMAIL}`;
}
