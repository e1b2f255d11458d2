/**
 * Where a visit to a job's page came from, for the application's `source`: alert mails and pushes link with
 * `?from=alert`, an invitation from Find Talent with `?from=invite`; any other arrival is a shared link.
 */
import type { ApplicationSource } from '@shared/schemas/screening.ts';

/** The source of an application sent from the job page reached with this query string. */
export function sourceOfJobPage(search: string): ApplicationSource {
  const from = new URLSearchParams(search).get('from');
  if (from === 'alert') return 'alert';
  if (from === 'invite') return 'invited';
  return 'shared_link';
}
