/**
 * The lower-cased text GET /api/search looks query words, locations and skills up in, as SQL expressions over
 * a stored document: the same fields, in the same order, as the device's jobSearchText / candidateSearchText
 * (shared/src/rules/search-match.ts), so a word the device finds is in this text too. The trigram indexes of
 * migration 0009 are built on exactly these expressions; a query must repeat them verbatim to use them.
 *
 * Skills are the jsonb array as text (`["TypeScript", "Node.js"]`): every skill appears as typed, between
 * quotes, so a pattern `"sql"` finds a document with the skill 'SQL' itself. 'İ' and the Kelvin sign are the
 * only characters JavaScript lower-cases to ASCII ('i̇', 'k'); they are mapped first so Postgres' lower(),
 * whatever its locale, leaves no ASCII letter the device would see unlowered.
 */

const field = (name: string) => `coalesce(doc->>'${name}', '')`;
const skills = `coalesce((doc->'skills')::text, '')`;
const lowered = (text: string) => `lower(translate(${text}, 'İK', 'ik'))`;

/** Title, company, location and skills of a job, a line each, lower-cased. */
export const JOB_SEARCH_TEXT_SQL = lowered(
  [field('title'), field('companyName'), field('location'), skills].join(` || E'\\n' || `),
);

/** Name, title, location and skills of a candidate profile, a line each, lower-cased. */
export const CANDIDATE_SEARCH_TEXT_SQL = lowered(
  [`${field('firstName')} || ' ' || ${field('lastName')}`, field('title'), field('location'), skills].join(` || E'\\n' || `),
);

/** The high end of a job's salary range (its only figure when it states one), as the salary filter reads it. */
export const JOB_SALARY_HIGH_SQL = `coalesce((doc->>'salaryMax')::numeric, (doc->>'salaryMin')::numeric)`;
/** The low end of a job's salary range. */
export const JOB_SALARY_LOW_SQL = `coalesce((doc->>'salaryMin')::numeric, (doc->>'salaryMax')::numeric)`;
