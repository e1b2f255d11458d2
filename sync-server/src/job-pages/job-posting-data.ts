/**
 * schema.org JobPosting data of a job (for search engines: Google's job experience reads exactly these
 * fields), and its text made safe to sit inside a <script> element. Owns the mapping only, not the page.
 */
import type { Job } from '@shared/schemas/job.ts';

/** schema.org's employmentType values for our job types. */
const EMPLOYMENT_TYPES: Record<Job['jobType'], string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
};

/** A location that names no place, only that the work is remote. */
const REMOTE_ONLY_LOCATION = /^\s*(remote|anywhere|worldwide)\s*$/i;

/** The JobPosting object of an active job, its page at `url`. */
export function toJobPostingData(job: Job, url: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.postedAt,
    hiringOrganization: { '@type': 'Organization', name: job.companyName },
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.id },
    employmentType: EMPLOYMENT_TYPES[job.jobType],
    directApply: true,
    url,
  };
  if (job.applicationDeadline) data.validThrough = job.applicationDeadline;
  const place = job.location.trim();
  if (place !== '' && !REMOTE_ONLY_LOCATION.test(place)) {
    data.jobLocation = { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: place } };
  }
  if (job.remoteOk || data.jobLocation === undefined) data.jobLocationType = 'TELECOMMUTE';
  const low = job.salaryMin ?? job.salaryMax;
  const high = job.salaryMax ?? job.salaryMin;
  if (low !== undefined && high !== undefined) {
    data.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: Math.min(low, high), maxValue: Math.max(low, high), unitText: 'YEAR' },
    };
  }
  return data;
}

/**
 * JSON for inside <script type="application/ld+json">: a title holding `</script>` or `<!--` would end the
 * element or open a comment, so `<`, `>` and `&` go out as JSON escapes (still the same JSON); U+2028 and
 * U+2029 too, for older parsers that read the block as script.
 */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
