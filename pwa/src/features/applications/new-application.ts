/**
 * A new application as the device writes it. The server keeps only the job, the cover letter and the résumé from it and
 * fills in the rest itself (who, when, status, score); the values here make the local copy complete so the
 * card shows 'Applied' and the list shows it at once, offline too.
 */
import { applicationIdFor } from '@shared/rules/natural-ids.ts';
import type { Application } from '@shared/schemas/application.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { FileRecord } from '@shared/schemas/file-record.ts';
import type { Job } from '@shared/schemas/job.ts';
import type { ApplicationSource, ScreeningAnswer } from '@shared/schemas/screening.ts';

export function newApplication({
  job,
  candidate,
  coverLetter,
  resume,
  screeningAnswers = [],
  source,
  matchScore,
  now,
}: {
  job: Job;
  candidate: Candidate;
  coverLetter: string;
  /** The résumé chosen to go with it (the server checks it is the candidate's). */
  resume?: Pick<FileRecord, 'id' | 'fileName'> | undefined;
  /** Answers to the job's screening questions; the server evaluates them again. */
  screeningAnswers?: ScreeningAnswer[];
  source?: ApplicationSource;
  /** The score this device computed; the server replaces it with its own. */
  matchScore: number | undefined;
  now: Date;
}): Application {
  const at = now.toISOString();
  return {
    // One application per candidate and job: a repeat names the same document (ids of demo data aside).
    id: applicationIdFor(candidate.userId, job.id) ?? crypto.randomUUID(),
    jobId: job.id,
    candidateId: candidate.id,
    employerId: job.employerId,
    coverLetter,
    ...(resume ? { resumeFileId: resume.id, resumeFileName: resume.fileName } : {}),
    appliedAt: at,
    status: 'pending',
    statusHistory: [{ status: 'pending', at }],
    ...(matchScore === undefined ? {} : { matchScore }),
    ...(screeningAnswers.length ? { screeningAnswers } : {}),
    ...(source ? { source } : {}),
    jobTitle: job.title,
    companyName: job.companyName,
    candidateName: `${candidate.firstName} ${candidate.lastName}`.trim(),
    updatedAt: at,
  };
}
