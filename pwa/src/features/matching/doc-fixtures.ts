/** Full candidate and job documents for the tests of the search and matching functions (not used by the app). */
import { newCandidateDefaults } from '@shared/rules/new-candidate.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';

const AT = '2025-06-01T00:00:00.000Z';

/** A job document; `id` and the fields a test cares about are given. */
export function jobDoc(overrides: Partial<Job> & { id: string }): Job {
  return {
    employerId: 'employer-1',
    title: 'Platform Engineer',
    description: 'Build things.',
    location: 'Berlin, Germany',
    isActive: true,
    skills: ['TypeScript', 'Node.js'],
    requiredExperience: 0,
    remoteOk: false,
    visaSponsorship: false,
    jobType: 'full-time',
    postedAt: AT,
    companyName: 'Northwind',
    companyVerified: false,
    applicationCount: 0,
    updatedAt: AT,
    ...overrides,
  };
}

/** A candidate document open to employers; `id` and the fields a test cares about are given. */
export function candidateDoc(overrides: Partial<Candidate> & { id: string }): Candidate {
  return {
    userId: `user-${overrides.id}`,
    firstName: 'Casey',
    lastName: 'Moreno',
    title: 'Backend developer',
    bio: '',
    location: 'Berlin, Germany',
    skills: [],
    experience: [],
    education: [],
    certifications: [],
    achievements: [],
    workAuthorizationStatus: 'citizen',
    ...newCandidateDefaults(),
    lastActive: AT,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}
