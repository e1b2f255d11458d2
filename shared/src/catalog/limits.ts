/**
 * Numbers the forms and the sign-in flows obey (spec sections 5 and 9, decisions.md Accounts): code and link
 * lifetimes, length limits, the pattern grid. The schemas build their rules from these.
 */

const MINUTE_MS = 60_000;

/** One-time codes (e-mail, SMS, company e-mail): length, lifetime, wrong tries, resend wait. */
export const CODE_RULES = {
  length: 6,
  expiryMs: 10 * MINUTE_MS,
  maxWrongTries: 5,
  resendCountdownSeconds: 60,
} as const;

/** Magic sign-in links are single use and expire after this long. */
export const MAGIC_LINK_EXPIRY_MS = 15 * MINUTE_MS;

/** Ours: a reference's confirmation link is single use and gives them two weeks to answer. */
export const REFERENCE_LINK_EXPIRY_MS = 14 * 24 * 60 * MINUTE_MS;

/** Password length bounds of sign-up (a capital letter and a digit are also required). */
export const PASSWORD_RULES = { minLength: 8, maxLength: 64 } as const;

/** Minimum length of first and last names on the join flow and /auth. */
export const NAME_MIN_LENGTH = 2;

/** Phone numbers: at least 10 digits; an optional leading + then 10 to 15 digits. */
export const PHONE_RULES = { minDigits: 10, maxDigits: 15 } as const;

/** The sign-in pattern grid: 16 cells in 4 columns; a pattern uses at least 4 distinct cells. */
export const PATTERN_RULES = {
  cells: 16,
  columns: 4,
  minPoints: 4,
  /** Wrong patterns before the account's pattern is locked until a code or password sign-in. */
  maxWrongTries: 5,
  /** How a pattern is serialized: cell indexes joined by this. */
  separator: '-',
} as const;

/** Text length rules of the profile, experience and job forms. Counters are display hints, not limits. */
export const TEXT_RULES = {
  companyDescriptionMin: 100,
  companyDescriptionCounter: 500,
  bioMin: 50,
  workDescriptionMin: 20,
  jobDescriptionMin: 100,
  jobDescriptionCounter: 2000,
  /** The job-posting preview shows this many characters of the description. */
  jobPreviewDescriptionChars: 200,
  /** The job-posting preview shows this many skills, then a count of the rest. */
  jobPreviewSkills: 3,
} as const;

/** Salary expectation must be at least this many dollars a year. */
export const SALARY_EXPECTATION_MIN = 1000;

/** A profile counts its skills as complete from this many skills. */
export const COMPLETENESS_MIN_SKILLS = 3;

/** Minimum age to hold an account and verify an ID. */
export const MINIMUM_AGE_YEARS = 18;

/** A throttle: at most `limit` events per key in each fixed window of `windowMs`. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/**
 * Sign-in throttles (decisions.md Accounts), counted per account or address (identifier) and per client IP.
 * Failures are counted for password, code, link and pattern attempts; sends are counted for codes and links.
 * Keys are the typed identifier whether or not it is registered, so a 429 tells nothing about accounts.
 */
export const AUTH_THROTTLES = {
  passwordFailuresPerIdentifier: { limit: 10, windowMs: 15 * MINUTE_MS },
  passwordFailuresPerAddress: { limit: 50, windowMs: 15 * MINUTE_MS },
  codeFailuresPerIdentifier: { limit: 10, windowMs: 60 * MINUTE_MS },
  codeFailuresPerAddress: { limit: 30, windowMs: 15 * MINUTE_MS },
  linkFailuresPerAddress: { limit: 20, windowMs: 15 * MINUTE_MS },
  patternFailuresPerAddress: { limit: 30, windowMs: 15 * MINUTE_MS },
  /** On top of the 60 s resend wait of each address. */
  sendsPerIdentifier: { limit: 5, windowMs: 60 * MINUTE_MS },
  sendsPerAddress: { limit: 30, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Ours: per-user limits on checkout. Starting one makes several calls to Stripe, and trying a card is what card
 * testers repeat: a person needs a few of each, while a loop could spend the Stripe account's API rate for
 * everyone (or probe stolen card numbers).
 */
export const BILLING_THROTTLES = {
  checkoutStartsPerUser: { limit: 10, windowMs: 15 * MINUTE_MS },
  cardTriesPerUser: { limit: 10, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, ThrottleRule>;

/** The short-lived proof that this browser verified an address (a cookie), so the account can be created. */
export const VERIFIED_TICKET_EXPIRY_MS = 10 * MINUTE_MS;

/**
 * Ours: per-user limits on writes that notify someone else, so no one can flood another person's bell or
 * inbox. Counted in fixed windows that every device and server instance share. Messages: a fast typist sends
 * a short line every 3 to 4 seconds (15 to 20 a minute); 30 leaves room for a device sending what it wrote
 * offline, and 500 an hour still covers a recruiter chatting with many candidates. Applications are one per
 * job and the free plan has its daily cap; 10 a minute is already faster than anyone reads a posting.
 * Status changes: triaging a pipeline is a click every second or two. Interviews: each is a scheduled call.
 */
export const WRITE_RATE_LIMITS = {
  messages: [
    { limit: 30, windowMs: MINUTE_MS },
    { limit: 500, windowMs: 60 * MINUTE_MS },
  ],
  applications: [
    { limit: 10, windowMs: MINUTE_MS },
    { limit: 100, windowMs: 60 * MINUTE_MS },
  ],
  applicationStatusChanges: [{ limit: 60, windowMs: MINUTE_MS }],
  interviews: [{ limit: 20, windowMs: MINUTE_MS }],
} as const satisfies Record<string, readonly ThrottleRule[]>;

/** A kind of write with a rate limit. */
export type WriteRateKind = keyof typeof WRITE_RATE_LIMITS;

/**
 * Ours (issue 18): the most public documents one device holds of a sliced collection: jobs on a candidate's
 * device, candidate profiles on an employer's. The rest of the marketplace is reached by server search.
 */
export const SLICE_CAP = 5000;

/**
 * Screening questions (issue 49): at most this many on a job, and this many options on a choice question. A
 * knockout the employer set to move the application to Not Selected does so after this delay, which the
 * candidate is not shown, so a rejection does not arrive the second they press Submit.
 */
export const SCREENING_RULES = { maxQuestions: 10, maxOptions: 10, rejectDelayMs: 4 * 60 * MINUTE_MS } as const;
