/** Time zones as IANA names (daily and weekly job alerts go at 08:00 in the user's own). */

/** Whether a string names an IANA time zone this runtime knows (Intl throws a RangeError for any other). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** This device's time zone, if the runtime names a valid one. */
export function deviceTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
}
