/**
 * Deterministic, realistic scorer inputs for the scoring benchmark: candidates and jobs built around taxonomy
 * roles, spelled the way people type (synonyms, odd case, free text), in ~50 cities with some remote jobs.
 */
import { matchCandidate, matchJob } from '../../shared/src/scoring/match-fixtures.ts';
import type { MatchCandidate, MatchJob } from '../../shared/src/scoring/match-weights.ts';
import { SKILLS, TAXONOMY_ROLES, findSkill } from '../../shared/src/scoring/taxonomy.ts';
import type { WorkAuthorizationStatus } from '../../shared/src/schemas/common.ts';

const CITIES = [
  'New York, NY', 'San Francisco, CA', 'Los Angeles, CA', 'Seattle, WA', 'Austin, TX', 'Boston, MA', 'Chicago, IL',
  'Denver, CO', 'Atlanta, GA', 'Miami, FL', 'Dallas, TX', 'Houston, TX', 'Phoenix, AZ', 'Portland, OR',
  'San Diego, CA', 'Washington, DC', 'Philadelphia, PA', 'Minneapolis, MN', 'Detroit, MI', 'Raleigh, NC',
  'Toronto, ON', 'Vancouver, BC', 'Montreal, QC', 'Mexico City, Mexico', 'São Paulo, Brazil', 'Buenos Aires, Argentina',
  'London, UK', 'Manchester, UK', 'Dublin, Ireland', 'Paris, France', 'Berlin, Germany', 'Munich, Germany',
  'Amsterdam, Netherlands', 'Madrid, Spain', 'Barcelona, Spain', 'Lisbon, Portugal', 'Milan, Italy', 'Zurich, Switzerland',
  'Stockholm, Sweden', 'Warsaw, Poland', 'Vienna, Austria', 'Tel Aviv, Israel', 'Dubai, UAE', 'Bangalore, India',
  'Mumbai, India', 'Singapore', 'Tokyo, Japan', 'Seoul, South Korea', 'Sydney, Australia', 'Melbourne, Australia',
];

const FREE_TEXT_SKILLS = [
  'Team leadership', 'Stakeholder comms', 'Spanish (fluent)', 'German B2', 'Mandarin', 'Excel macros', 'Grant writing',
  'Event planning', 'Cold-chain logistics', 'Inventory audits', 'Patient intake', 'Pitch decks', 'Vendor negotiations',
  'Remote team management', 'Customer empathy', 'Storytelling', 'Budget ownership', 'OKRs', 'Notion', 'Slack',
  'Airtable', 'Zapier', 'Looker', 'Mixpanel', 'Amplitude', 'Segment', 'Retool', 'Webflow', 'Shopify', 'Canva',
  'Cross-functional collaboration', 'Mentoring juniors', 'Hiring pipelines', 'Board reporting', 'Payroll audits',
  'Forklift (reach truck)', 'Night shifts', 'Pediatric care', 'Geriatric care', 'IV therapy', 'Lesson observation',
  'Parent communication', 'Sales enablement', 'Territory planning', 'Channel partnerships', 'Churn analysis',
  'Data governance', 'Feature flags', 'Incident response', 'On-call',
];

const STATUSES: readonly (readonly [WorkAuthorizationStatus, number])[] = [
  ['citizen', 55], ['permanent_resident', 20], ['visa_required', 12], ['requires_sponsorship', 5], ['h1b', 5], ['opt', 3],
];

/** A seeded PRNG (mulberry32): the same seed gives the same data on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (probability: number): boolean => next() < probability;
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let roll = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) if ((roll -= weight) < 0) return item;
    return items[items.length - 1][0];
  };
  return { next, int, pick, chance, weighted };
}

type Random = ReturnType<typeof createRandom>;

/** A skill as a person might type it: mostly the canonical name, sometimes a synonym or odd case. */
function spell(random: Random, name: string): string {
  const synonyms = findSkill(name)?.synonyms ?? [];
  const spelled = synonyms.length > 0 && random.chance(0.3) ? random.pick(synonyms) : name;
  return random.chance(0.1) ? spelled.toLowerCase() : spelled;
}

/** 3-15 skills around one role: mostly its skills, some other taxonomy skills, some free text. */
function skillsFor(random: Random): string[] {
  const role = random.pick(TAXONOMY_ROLES);
  const count = random.int(3, 15);
  const skills = new Set<string>();
  for (let tries = 0; skills.size < count && tries < 100; tries++) {
    const roll = random.next();
    if (roll < 0.62) skills.add(spell(random, random.pick(role.skills)));
    else if (roll < 0.88) skills.add(spell(random, random.pick(SKILLS).name));
    else skills.add(random.pick(FREE_TEXT_SKILLS));
  }
  return [...skills];
}

function candidateLocation(random: Random): string {
  if (random.chance(0.03)) return random.chance(0.5) ? 'Remote' : '';
  const city = random.pick(CITIES);
  const roll = random.next();
  if (roll < 0.5) return city;
  if (roll < 0.8) return city.split(',')[0];
  return `${city}, ${random.pick(['USA', 'Earth', 'Metro Area'])}`;
}

/** `count` candidates from `seed`. */
export function generateCandidates(count: number, seed: number): MatchCandidate[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () =>
    matchCandidate({
      skills: skillsFor(random),
      experienceYears: random.weighted([[0, 8], [1, 15], [2, 20], [3, 20], [4, 15], [5, 10], [7, 8], [10, 4]]),
      educationCount: random.chance(0.85) ? random.int(1, 3) : 0,
      location: candidateLocation(random),
      workAuthorizationStatus: random.weighted(STATUSES),
    }),
  );
}

/** `count` jobs from `seed`. */
export function generateJobs(count: number, seed: number): MatchJob[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => {
    const city = random.pick(CITIES);
    return matchJob({
      skills: skillsFor(random),
      requiredExperience: random.weighted([[0, 15], [1, 15], [2, 20], [3, 20], [5, 15], [7, 10], [10, 5]]),
      location: random.chance(0.7) ? city : city.split(',')[0],
      remoteOk: random.chance(0.25),
      visaSponsorship: random.chance(0.3),
    });
  });
}
