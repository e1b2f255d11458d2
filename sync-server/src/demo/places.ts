/**
 * Real places for the demo marketplace: cities companies and candidates are in (with a salary level relative
 * to the US average and the name locale of the people who live there), and universities by country.
 */

/** Locales the demo draws person names from. */
export type NameLocale = 'en_US' | 'en_GB' | 'de' | 'fr' | 'es' | 'nl' | 'en_IE' | 'en_CA' | 'en_AU' | 'en_IN';

/** A city as locations are written in the app ('Austin, TX', 'Berlin, Germany'). */
export interface City {
  name: string;
  country: string;
  locale: NameLocale;
  /** Salaries there, relative to the US average. */
  salaryLevel: number;
  /** How often it is picked, relative to the others. */
  weight: number;
}

function city(name: string, country: string, locale: NameLocale, salaryLevel: number, weight = 1): City {
  return { name, country, locale, salaryLevel, weight };
}

/** Mostly US cities (where visa sponsorship matters most), with the large hubs elsewhere. */
export const CITIES: readonly City[] = [
  city('San Francisco, CA', 'United States', 'en_US', 1.3, 3),
  city('New York, NY', 'United States', 'en_US', 1.25, 4),
  city('Seattle, WA', 'United States', 'en_US', 1.2, 2),
  city('Austin, TX', 'United States', 'en_US', 1.05, 3),
  city('Boston, MA', 'United States', 'en_US', 1.15, 2),
  city('Chicago, IL', 'United States', 'en_US', 1.05, 3),
  city('Denver, CO', 'United States', 'en_US', 1.0, 2),
  city('Atlanta, GA', 'United States', 'en_US', 0.95, 2),
  city('Los Angeles, CA', 'United States', 'en_US', 1.15, 2),
  city('Raleigh, NC', 'United States', 'en_US', 0.95, 1),
  city('Minneapolis, MN', 'United States', 'en_US', 0.95, 1),
  city('Philadelphia, PA', 'United States', 'en_US', 1.0, 1),
  city('Phoenix, AZ', 'United States', 'en_US', 0.9, 1),
  city('Washington, DC', 'United States', 'en_US', 1.1, 2),
  city('Pittsburgh, PA', 'United States', 'en_US', 0.9, 1),
  city('London, UK', 'United Kingdom', 'en_GB', 0.95, 3),
  city('Manchester, UK', 'United Kingdom', 'en_GB', 0.75, 1),
  city('Edinburgh, UK', 'United Kingdom', 'en_GB', 0.75, 1),
  city('Berlin, Germany', 'Germany', 'de', 0.8, 2),
  city('Munich, Germany', 'Germany', 'de', 0.9, 1),
  city('Hamburg, Germany', 'Germany', 'de', 0.8, 1),
  city('Amsterdam, Netherlands', 'Netherlands', 'nl', 0.85, 1),
  city('Paris, France', 'France', 'fr', 0.8, 1),
  city('Dublin, Ireland', 'Ireland', 'en_IE', 0.9, 1),
  city('Madrid, Spain', 'Spain', 'es', 0.6, 1),
  city('Barcelona, Spain', 'Spain', 'es', 0.6, 1),
  city('Toronto, Canada', 'Canada', 'en_CA', 0.85, 2),
  city('Vancouver, Canada', 'Canada', 'en_CA', 0.85, 1),
  city('Sydney, Australia', 'Australia', 'en_AU', 0.9, 1),
  city('Melbourne, Australia', 'Australia', 'en_AU', 0.85, 1),
  city('Bangalore, India', 'India', 'en_IN', 0.3, 1),
];

/** Universities by country, for education entries. */
export const UNIVERSITIES: Readonly<Record<string, readonly string[]>> = {
  'United States': [
    'University of Michigan',
    'University of Texas at Austin',
    'Georgia Institute of Technology',
    'University of Washington',
    'Ohio State University',
    'Arizona State University',
    'University of California, Berkeley',
    'New York University',
    'Boston University',
    'Purdue University',
    'University of Illinois Urbana-Champaign',
    'Rutgers University',
    'Penn State University',
    'University of Colorado Boulder',
  ],
  'United Kingdom': ['University of Manchester', 'University of Edinburgh', "King's College London", 'University of Leeds'],
  Germany: ['Technical University of Munich', 'Humboldt University of Berlin', 'University of Hamburg'],
  Netherlands: ['University of Amsterdam', 'Delft University of Technology'],
  France: ['Sorbonne University', 'École Polytechnique'],
  Ireland: ['Trinity College Dublin', 'University College Dublin'],
  Spain: ['Complutense University of Madrid', 'University of Barcelona'],
  Canada: ['University of Toronto', 'University of British Columbia', 'McGill University', 'University of Waterloo'],
  Australia: ['University of Sydney', 'University of Melbourne', 'UNSW Sydney'],
  India: [
    'Indian Institute of Technology Bombay',
    'Anna University',
    'Manipal Academy of Higher Education',
    'University of Delhi',
  ],
};

/** The cities of one country. */
export function citiesIn(country: string): City[] {
  return CITIES.filter((c) => c.country === country);
}
