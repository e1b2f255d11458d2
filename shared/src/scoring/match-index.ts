/**
 * The interner behind the fast scorer. Job-side texts (skills, locations) get dense ids; each candidate-side
 * text keeps a bitset of the job-side ids it matches, worked out once with the string rules and reused by
 * every candidate that lists the same text. Scoring itself lives in match-score.ts.
 */
import { overlapPreparedLocations, prepareLocation, type PreparedLocation } from './location-match.ts';
import { matchPreparedSkills, prepareSkill, skillText, type PreparedSkill } from './skill-match.ts';

/** The number of 32-bit words a bitset over `count` ids needs. */
export function bitsetWords(count: number): number {
  return (count + 31) >>> 5;
}

interface SourceRow<P> {
  readonly prepared: P;
  bits: Uint32Array;
  /** Targets [0, covered) have been compared with this source. */
  covered: number;
}

/**
 * Relates candidate-side texts to job-side texts through a string predicate, so the predicate runs once per
 * distinct pair of texts however many candidates and jobs share them.
 */
class CrossMatcher<P> {
  private readonly targetIds = new Map<string, number>();
  private readonly targets: P[] = [];
  private readonly sources = new Map<string, SourceRow<P>>();
  /** Texts as typed, so a text seen before skips normalization ('Berlin' on thousands of jobs). */
  private readonly targetIdsByText = new Map<string, number>();
  private readonly sourcesByText = new Map<string, SourceRow<P> | null>();

  constructor(
    private readonly keyOf: (text: string) => string,
    private readonly prepare: (key: string) => P,
    private readonly matches: (source: P, target: P) => boolean,
  ) {}

  get targetCount(): number {
    return this.targets.length;
  }

  /** The id of a job-side text, interning it if new; -1 for a text whose key is blank (a blank skill). */
  targetId(text: string): number {
    const known = this.targetIdsByText.get(text);
    if (known !== undefined) return known;
    const key = this.keyOf(text);
    let id = key === '' ? -1 : this.targetIds.get(key);
    if (id === undefined) {
      id = this.targets.length;
      this.targetIds.set(key, id);
      this.targets.push(this.prepare(key));
    }
    this.targetIdsByText.set(text, id);
    return id;
  }

  /** ORs into `out` the bits of every job-side id the candidate-side text matches. */
  orMatchesInto(text: string, out: Uint32Array): void {
    const row = this.sourceRow(text);
    if (row === null) return;
    this.cover(row);
    const bits = row.bits;
    const words = Math.min(bits.length, out.length);
    for (let word = 0; word < words; word++) out[word] |= bits[word];
  }

  /** The row of a candidate-side text, made on first sight; null for a text whose key is blank. */
  private sourceRow(text: string): SourceRow<P> | null {
    let row = this.sourcesByText.get(text);
    if (row !== undefined) return row;
    const key = this.keyOf(text);
    row = key === '' ? null : this.sources.get(key);
    if (row === undefined) {
      row = { prepared: this.prepare(key), bits: new Uint32Array(0), covered: 0 };
      this.sources.set(key, row);
    }
    this.sourcesByText.set(text, row);
    return row;
  }

  private cover(row: SourceRow<P>): void {
    const count = this.targets.length;
    if (row.covered === count) return;
    if (row.bits.length < bitsetWords(count)) {
      const grown = new Uint32Array(Math.max(bitsetWords(count), row.bits.length * 2));
      grown.set(row.bits);
      row.bits = grown;
    }
    for (let id = row.covered; id < count; id++) {
      if (this.matches(row.prepared, this.targets[id])) row.bits[id >>> 5] |= 1 << (id & 31);
    }
    row.covered = count;
  }
}

const ID_CHUNK = 16_384;

/**
 * Where job skill ids live: a few large shared arrays rather than one small array per job, so scanning many
 * jobs reads memory in order (twice as fast as one typed array per job in our benchmark).
 */
class IdPool {
  private chunk = new Uint32Array(ID_CHUNK);
  private used = 0;

  /** Stores ids and returns the chunk holding them with their start; they fill [start, start + ids.length). */
  store(ids: readonly number[]): { chunk: Uint32Array; start: number } {
    if (this.used + ids.length > this.chunk.length) {
      this.chunk = new Uint32Array(Math.max(ID_CHUNK, ids.length));
      this.used = 0;
    }
    const start = this.used;
    this.chunk.set(ids, start);
    this.used += ids.length;
    return { chunk: this.chunk, start };
  }
}

/** A blank location gets a key too ('|'), so every job has a location id; a blank location overlaps nothing. */
function locationKey(location: string): string {
  const prepared = prepareLocation(location);
  return `${prepared.words}|${prepared.city}`;
}

function prepareLocationKey(key: string): PreparedLocation {
  const [words, city] = key.split('|');
  return { words, city };
}

/**
 * Interned skills and locations shared by the features of the candidates and jobs scored together. Make one
 * with {@link createMatchIndex} per set of documents (a device's local data), and build every feature of that
 * set through it; features of different indexes cannot be scored together.
 */
export interface MatchIndex {
  readonly skills: CrossMatcher<PreparedSkill>;
  readonly locations: CrossMatcher<PreparedLocation>;
  readonly jobSkillIds: IdPool;
  /** Grows whenever a job brings a skill or location not seen before; candidate features note it. */
  readonly generation: number;
}

/** A new, empty match index. */
export function createMatchIndex(): MatchIndex {
  const skills = new CrossMatcher(skillText, prepareSkill, (a, b) => matchPreparedSkills(a, b) !== undefined);
  const locations = new CrossMatcher(locationKey, prepareLocationKey, overlapPreparedLocations);
  return {
    skills,
    locations,
    jobSkillIds: new IdPool(),
    get generation() {
      return skills.targetCount + locations.targetCount;
    },
  };
}

export type { CrossMatcher, IdPool };
