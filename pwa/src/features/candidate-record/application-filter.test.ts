import { describe, expect, it } from 'vitest';
import { ALL_JOBS, filterApplicationsByJob, listAppliedJobs } from './application-filter.ts';

const applications = [
  { id: 'a3', jobId: 'j2', jobTitle: 'Dispatch Platform Developer' },
  { id: 'a2', jobId: 'j1', jobTitle: 'Harbour Routing Engineer' },
  { id: 'a1', jobId: 'j2', jobTitle: 'Dispatch Platform Developer (old title)' },
];

describe('listAppliedJobs', () => {
  it('offers each job once, titled by its newest application', () => {
    expect(listAppliedJobs(applications)).toEqual([
      { value: 'j2', label: 'Dispatch Platform Developer' },
      { value: 'j1', label: 'Harbour Routing Engineer' },
    ]);
  });
});

describe('filterApplicationsByJob', () => {
  it('shows only the chosen job', () => {
    expect(filterApplicationsByJob(applications, 'j2').map((a) => a.id)).toEqual(['a3', 'a1']);
  });

  it('shows everything for all jobs, and for a job no application is for any more', () => {
    expect(filterApplicationsByJob(applications, ALL_JOBS)).toHaveLength(3);
    expect(filterApplicationsByJob(applications, 'gone')).toHaveLength(3);
  });
});
