/**
 * When a candidate's location and a job's location overlap (spec section 9 says 'locations overlap' and no
 * more). Our reading: one location, as a sequence of words, appears within the other ('Berlin' within
 * 'Berlin, Germany'; 'New York' within 'New York, NY'), or both name the same city, the part before the
 * first comma ('San Francisco, CA' and 'San Francisco, California'), with a few common city aliases (NYC,
 * SF, Bengaluru). Case, accents and punctuation are ignored; a blank location overlaps nothing.
 */

/** Other names of a city, by normalized name (also read by the server search to narrow by location). */
export const CITY_ALIASES: Readonly<Record<string, string>> = {
  nyc: 'new york',
  'new york city': 'new york',
  sf: 'san francisco',
  la: 'los angeles',
  bengaluru: 'bangalore',
  bombay: 'mumbai',
  'washington dc': 'washington',
  munchen: 'munich',
  koln: 'cologne',
  wien: 'vienna',
  'frankfurt am main': 'frankfurt',
  'st petersburg': 'saint petersburg',
};

/** A location ready for comparison. */
export interface PreparedLocation {
  /** Every word of the location, space-separated with a space at each end ('' when blank). */
  readonly words: string;
  /** The city: the words before the first comma, aliases resolved ('' when blank). */
  readonly city: string;
}

function words(text: string): string {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}

/** Prepares a location for {@link overlapPreparedLocations}. */
export function prepareLocation(location: string): PreparedLocation {
  const plain = location.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const all = words(plain);
  const city = words(plain.split(/[,;|(]/)[0] ?? '');
  return { words: all === '' ? '' : ` ${all} `, city: CITY_ALIASES[city] ?? city };
}

/** Whether two prepared locations overlap; see the module comment. */
export function overlapPreparedLocations(a: PreparedLocation, b: PreparedLocation): boolean {
  if (a.words === '' || b.words === '') return false;
  if (a.words.includes(b.words) || b.words.includes(a.words)) return true;
  return a.city !== '' && a.city === b.city;
}

/** Whether a candidate's and a job's location overlap; see the module comment. */
export function locationsOverlap(candidateLocation: string, jobLocation: string): boolean {
  return overlapPreparedLocations(prepareLocation(candidateLocation), prepareLocation(jobLocation));
}
