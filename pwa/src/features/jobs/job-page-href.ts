/** The address of a job's page (/jobs/{id}, decisions.md), on this origin. */
export function jobPageHref(id: string): string {
  return `/jobs/${encodeURIComponent(id)}`;
}
