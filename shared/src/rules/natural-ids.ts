/**
 * Ids derived from a document's natural key, for documents the product allows once per key: one application
 * per candidate and job, one saved job per candidate and job, one company or candidate profile per user. Two
 * creates of the same thing (a double click, two devices offline) then name the same document, so the second
 * merges into the first instead of being refused as a duplicate. The server recomputes them from what it knows.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` is a UUID: the random ids devices made before ids were derived (still accepted). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/**
 * A new application's id: the job's UUID and the applying candidate's user id (a user has one candidate
 * profile, whatever its id) as 64 lower-case hex digits, the longest id a document may have, so it can never
 * equal a random UUID. Null when either id is not a UUID (demo or older documents): such an application gets
 * a random id, and the server's one-application-per-job check still holds.
 */
export function applicationIdFor(candidateUserId: string, jobId: string): string | null {
  if (!isUuid(candidateUserId) || !isUuid(jobId)) return null;
  return `${jobId}${candidateUserId}`.replaceAll('-', '').toLowerCase();
}

/** A saved job's id: the user id and the job id joined by ':'. */
export function savedJobIdFor(userId: string, jobId: string): string {
  return `${userId}:${jobId}`;
}

/**
 * A company profile's id: 'company:' and its employer's user id (a user has one profile at most). The prefix
 * keeps it apart from every UUID, so no one can take another employer's profile id before they create it.
 */
export function companyProfileIdFor(userId: string): string {
  return `company:${userId}`;
}

/** A candidate profile's id: 'candidate:' and its user's id (a user has one profile at most). */
export function candidateProfileIdFor(userId: string): string {
  return `candidate:${userId}`;
}

/**
 * Whether a device may create a document under `id` when its natural key gives `derivedId`: that id, or a
 * random UUID (documents of app versions before derived ids, or without a derived id). A derived id is never
 * a UUID, so no one can occupy another user's derived id.
 */
export function isAllowedNewId(id: string, derivedId: string | null): boolean {
  return id === derivedId || isUuid(id);
}
