import type { ReactNode } from 'react';
import type { Job } from '@shared/schemas/job.ts';
import { Badge, Dialog } from '../../ui/index.ts';
import { JobFacts } from '../../features/jobs/JobFacts.tsx';

/** A candidate's 'View Job Details' on /ai-matching: the whole posting, with the actions passed in as footer. */
export function JobDetailsDialog({ job, footer, onClose }: { job: Job | null; footer: ReactNode; onClose: () => void }) {
  return (
    <Dialog open={job !== null} onClose={onClose} size="lg" title={job?.title ?? ''} description={job?.companyName} footer={job && footer}>
      {job && (
        <div className="flex flex-col gap-4">
          <JobFacts job={job} />
          <section className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold text-slate-900">About the job</h3>
            <p className="text-sm whitespace-pre-wrap text-slate-700">{job.description}</p>
            <p className="text-sm text-slate-600">
              {job.requiredExperience > 0 ? `${job.requiredExperience}+ years of experience asked for.` : 'No prior experience required.'}
            </p>
          </section>
          {job.skills.length > 0 && (
            <section className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-slate-900">Skills</h3>
              <ul className="flex flex-wrap gap-1.5">
                {job.skills.map((skill) => (
                  <li key={skill}>
                    <Badge tone="brand">{skill}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Dialog>
  );
}
