import type { RadioCardOption } from '../../ui/index.ts';

/** The account types as the join flow and /auth word them (spec section 2). */
export const ACCOUNT_TYPE_OPTIONS: readonly RadioCardOption[] = [
  { value: 'candidate', label: 'Candidate', description: 'Looking for work' },
  { value: 'employer', label: 'Employer', description: 'Hiring talent' },
];

/** The pattern screen's wording of the same choice (spec section 2: Job Seeker or Employer). */
export const PATTERN_ACCOUNT_TYPE_OPTIONS: readonly RadioCardOption[] = [
  { value: 'candidate', label: 'Job Seeker', description: 'Looking for work' },
  { value: 'employer', label: 'Employer', description: 'Hiring talent' },
];
