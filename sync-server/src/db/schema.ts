/**
 * The whole product's tables. Replicated entities share one shape (`replicatedColumns`): the validated
 * document as jsonb, the columns visibility is decided on, and the (xid, seq) change position. Everything the
 * devices never receive (credentials, sessions, codes, payments, stored file keys) lives in its own tables.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { xid8 } from './columns.ts';
import { CANDIDATE_SEARCH_TEXT_SQL, JOB_SEARCH_TEXT_SQL } from './search-text-sql.ts';

/** One sequence orders the changes inside a transaction; xid orders transactions. */
export const changeSeq = pgSequence('change_seq');

/** Who may see a replicated row: its owner, explicit readers, or a public scope. */
/** 'support': support chats and their messages, read by every support agent (besides their user). */
export const PUBLIC_SCOPES = ['all', 'employers', 'support'] as const;
type PublicScopeName = (typeof PUBLIC_SCOPES)[number];

function replicatedColumns() {
  return {
    id: text('id').primaryKey(),
    doc: jsonb('doc').notNull().$type<Record<string, unknown>>(),
    deleted: boolean('deleted').notNull().default(false),
    ownerUserId: text('owner_user_id').notNull(),
    /** Users other than the owner who may read the row (the employer of an application, chat participants). */
    readerUserIds: text('reader_user_ids').array().notNull().default(sql`'{}'::text[]`),
    /** 'all' (every signed-in user), 'employers', or null (owner and readers only). */
    publicScope: text('public_scope', { enum: PUBLIC_SCOPES }),
    /**
     * The widest public scope the row ever had. Incremental pulls keep sending the row to that audience, so a
     * row leaving the public view (a job closed) reaches their devices as a removal.
     */
    everPublicScope: text('ever_public_scope', { enum: PUBLIC_SCOPES }),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    seq: bigint('seq', { mode: 'number' }).notNull().default(sql`nextval('change_seq')`),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  };
}

/**
 * Columns a sliced table (jobs, candidates) computes from its document, stored, so the slice pool and search
 * read a few short fields instead of decompressing whole documents (a job's description makes most of its
 * document): the search text (search-text-sql.ts), the lower-cased skill terms (slice_skill_terms, an
 * IMMUTABLE SQL function of migration 0008), for jobs whether remote work is offered, the fields the shared
 * scorer reads (slices/slice-pool.ts; the slice_*_match_fields functions of migration 0010), and the skill keys
 * and location words search looks items up by (search_skill_keys, search_location_words of migration 0013).
 */
function slicedColumns(name: 'jobs' | 'candidates') {
  const matchFields = name === 'jobs' ? 'slice_job_match_fields(doc)' : 'slice_candidate_match_fields(doc)';
  return {
    searchText: text('search_text').generatedAlwaysAs(sql.raw(name === 'jobs' ? JOB_SEARCH_TEXT_SQL : CANDIDATE_SEARCH_TEXT_SQL)),
    skillTerms: text('skill_terms').array().generatedAlwaysAs(sql.raw('slice_skill_terms(doc)')),
    skillKeys: text('skill_keys').array().generatedAlwaysAs(sql.raw('search_skill_keys(doc)')),
    locationWords: text('location_words').array().generatedAlwaysAs(sql.raw('search_location_words(doc)')),
    matchFields: jsonb('match_fields').$type<Record<string, unknown>>().generatedAlwaysAs(sql.raw(matchFields)),
    ...(name === 'jobs' ? jobFilterColumns() : candidateFilterColumns()),
  };
}

/** A number field of the document as numeric; null when absent or not a number (a cast must never fail a write). */
const docNumber = (field: string) => `case when jsonb_typeof(doc->'${field}') = 'number' then (doc->>'${field}')::numeric end`;

/**
 * What GET /api/search filters jobs by, as columns (search/search-pool.ts), so the covering recency index of
 * migration 0011 carries every condition and a newest-first walk never visits the wide rows.
 */
function jobFilterColumns() {
  return {
    remoteOk: boolean('remote_ok').generatedAlwaysAs(sql.raw(`coalesce(doc->'remoteOk' = 'true'::jsonb, false)`)),
    jobType: text('job_type').generatedAlwaysAs(sql.raw(`doc->>'jobType'`)),
    visaSponsorship: boolean('visa_sponsorship').generatedAlwaysAs(sql.raw(`coalesce(doc->'visaSponsorship' = 'true'::jsonb, false)`)),
    requiredExperience: numeric('required_experience').generatedAlwaysAs(sql.raw(docNumber('requiredExperience'))),
    // A range's high end is its only figure when it states one; the low end likewise (the salary filter's reading).
    salaryHigh: numeric('salary_high').generatedAlwaysAs(sql.raw(`coalesce(${docNumber('salaryMax')}, ${docNumber('salaryMin')})`)),
    salaryLow: numeric('salary_low').generatedAlwaysAs(sql.raw(`coalesce(${docNumber('salaryMin')}, ${docNumber('salaryMax')})`)),
    employerId: text('employer_id').generatedAlwaysAs(sql.raw(`doc->>'employerId'`)),
  };
}

/** What GET /api/search filters candidate profiles by, as columns (see jobFilterColumns). */
function candidateFilterColumns() {
  return {
    salaryExpectation: numeric('salary_expectation').generatedAlwaysAs(sql.raw(docNumber('salaryExpectation'))),
    yearsExperience: numeric('years_experience').generatedAlwaysAs(sql.raw(docNumber('yearsExperience'))),
  };
}

/**
 * Indexes of a sliced table, on its public documents. The slice refresh (slices/slice-pool.ts) picks its pool
 * with: the skill terms (GIN, for overlap with a viewer's terms), the city (the location before its first
 * comma), recency, and for jobs recency among remote ones. GET /api/search (search/search-pool.ts) adds a
 * trigram GIN over the search text (query words, locations and skills are substring matches on the device,
 * which trigrams index and full-text search does not), and for jobs the high end of the salary range. The
 * covering recency indexes both walk are in migration 0011 only: drizzle cannot declare INCLUDE.
 */
function slicedIndexes(
  name: 'jobs' | 'candidates',
  t: {
    doc: AnyPgColumn;
    updatedAt: AnyPgColumn;
    searchText: AnyPgColumn;
    skillTerms: AnyPgColumn;
    skillKeys: AnyPgColumn;
    locationWords: AnyPgColumn;
    salaryHigh?: AnyPgColumn;
  },
) {
  const scope: PublicScopeName = name === 'jobs' ? 'all' : 'employers';
  const isPublic = sql.raw(`public_scope = '${scope}'`);
  return [
    index(`${name}_skill_terms_idx`).using('gin', t.skillTerms).where(isPublic),
    index(`${name}_skill_keys_idx`).using('gin', t.skillKeys).where(isPublic),
    index(`${name}_location_words_idx`).using('gin', t.locationWords).where(isPublic),
    index(`${name}_slice_city_idx`).on(sql`slice_city(${t.doc})`).where(isPublic),
    index(`${name}_slice_recent_idx`).on(t.updatedAt).where(isPublic),
    index(`${name}_search_trgm_idx`).using('gin', sql`${t.searchText} public.gin_trgm_ops`).where(isPublic),
    // A word in a place ('nurse' in Munich) in one index scan, which intersects the two as it reads: the planner
    // would not AND the two indexes' bitmaps, and read every job of the word or of the place instead (49,389 rows
    // for 1,369 at 1,000,000 jobs: 130-225 ms, 18 ms with this one).
    index(`${name}_place_text_idx`).using('gin', t.locationWords, sql`${t.searchText} public.gin_trgm_ops`).where(isPublic),
    ...(name === 'jobs'
      ? [
          index('jobs_remote_recent_idx').on(t.updatedAt).where(sql.raw(`public_scope = 'all' and remote_ok`)),
          // A remote search reads only remote jobs' trigrams: with the whole index, a rare word's remote jobs
          // were found among all its jobs (25,000 rows read for 6,864, 292 ms; 70 ms with this one).
          index('jobs_remote_search_trgm_idx').using('gin', sql`${t.searchText} public.gin_trgm_ops`).where(sql.raw(`public_scope = 'all' and remote_ok`)),
          index('jobs_salary_high_idx').on(t.salaryHigh!).where(isPublic),
        ]
      : []),
  ];
}

function replicatedTable<const N extends string>(name: N) {
  return pgTable(name, replicatedColumns(), (t) => [
    index(`${name}_position_idx`).on(t.xid, t.seq),
    index(`${name}_owner_idx`).on(t.ownerUserId),
    index(`${name}_readers_idx`).using('gin', t.readerUserIds),
  ]);
}

function slicedTable<const N extends 'jobs' | 'candidates'>(name: N) {
  return pgTable(name, { ...replicatedColumns(), ...slicedColumns(name) }, (t) => [
    index(`${name}_position_idx`).on(t.xid, t.seq),
    index(`${name}_owner_idx`).on(t.ownerUserId),
    index(`${name}_readers_idx`).using('gin', t.readerUserIds),
    ...slicedIndexes(name, t),
  ]);
}

export const accounts = replicatedTable('accounts');
export const employers = replicatedTable('employers');
/** Sliced: each candidate's devices hold a bounded selection of the active jobs (slice_members). */
export const jobs = slicedTable('jobs');
/** Sliced: each employer's devices hold a bounded selection of the open profiles (slice_members). */
export const candidates = slicedTable('candidates');
export const applications = replicatedTable('applications');
export const conversations = replicatedTable('conversations');
export const messages = replicatedTable('messages');
export const interviews = replicatedTable('interviews');
export const notifications = replicatedTable('notifications');
export const files = replicatedTable('files');
export const verifications = replicatedTable('verifications');
export const savedJobs = replicatedTable('saved_jobs');

/** The replicated tables by collection name. */
export const REPLICATED_TABLES = {
  accounts,
  employers,
  jobs,
  candidates,
  applications,
  conversations,
  messages,
  interviews,
  notifications,
  files,
  verifications,
  savedJobs,
} as const;

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Lower-cased; unique among live accounts. Null for an account made with a phone number only. */
    email: text('email'),
    /** The phone number an account was made with (as typed, without spaces or dashes); unique among live accounts. */
    phone: text('phone'),
    userType: text('user_type', { enum: ['candidate', 'employer'] }).notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash'),
    patternHash: text('pattern_hash'),
    isSupportAgent: boolean('is_support_agent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('users_email_live_idx').on(t.email).where(sql`deleted_at is null`),
    uniqueIndex('users_phone_live_idx').on(t.phone).where(sql`deleted_at is null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a leaked table does not yield usable cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The last authenticated request, written at most every few minutes: a session unused for 7 days ends. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes sent by mail or SMS; only their hash is kept. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: text('id').primaryKey(),
    /** The e-mail or phone number the code was sent to, normalized. */
    identifier: text('identifier').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('auth_codes_identifier_idx').on(t.identifier, t.purpose)],
);

/**
 * Proof that a browser verified an address (by code or magic link) for which no account exists yet: the hash of
 * a short-lived HttpOnly cookie, so that register ('verified') and signup may create that account.
 */
export const verifiedTickets = pgTable('verified_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  identifier: text('identifier').notNull(),
  kind: text('kind', { enum: ['email', 'phone'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const magicLinks = pgTable('magic_links', {
  tokenHash: text('token_hash').primaryKey(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
}, (t) => [index('magic_links_email_idx').on(t.email)]);

/**
 * A request to a professional reference: the SHA-256 of the single-use link's token, the user who asked, and the
 * verification it answers. Only the POST of the reference's Confirm or Decline uses it up.
 */
export const referenceRequests = pgTable('reference_requests', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
}, (t) => [index('reference_requests_user_idx').on(t.userId)]);

/** Failed attempts per key (account or address) in a window, for throttling. */
export const throttles = pgTable(
  'throttles',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * The Stripe customer of a user (made on the first checkout). Subscription truth stays in Stripe and its copy in
 * the account document (billing/sync-billing-state.ts): no third copy here that could disagree. No foreign key:
 * drizzle writes it against "public".users, which the per-schema test databases do not have (users are never
 * hard-deleted anyway).
 */
export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id').primaryKey(),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Stripe webhook events already handled: Stripe retries and may replay, each event id is applied once. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Where the bytes of an uploaded file or ID document are kept; never replicated (the `files` collection carries
 * the metadata devices see). The id is the file record's id.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    /** Random (files/storage.ts newStorageKey), never derived from the user's file name. */
    storageKey: text('storage_key').notNull(),
    /** The content type detected from the bytes, never the one the browser declared. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** ID documents are for reviewers only. */
    isIdDocument: boolean('is_id_document').notNull().default(false),
    /** The upload screen's category (shared FILE_CATEGORIES); null for ID documents. */
    category: text('category'),
    /** The name the user's file had, sanitized (files/file-name.ts): metadata only, never a path. */
    originalName: text('original_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_user_idx').on(t.userId)],
);

/**
 * An ID document submitted for verification (decisions.md: encrypted at rest, never replicated, deleted 30 days
 * after the decision). The bytes in storage are AES-256-GCM ciphertext under a key of their own, kept here
 * wrapped by the server key (verification/id-document-crypto.ts): deleting this row alone makes them unreadable.
 */
export const idDocuments = pgTable(
  'id_documents',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    /** The verification document it belongs to (`${userId}:id`). */
    verificationId: text('verification_id').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Detected from the bytes (JPEG, PNG, WEBP, HEIC or PDF), never the declared type. */
    contentType: text('content_type').notNull(),
    /** Plaintext size in bytes. */
    size: integer('size').notNull(),
    /** The file's own key, encrypted with the server key (base64 of IV, tag and ciphertext). */
    wrappedKey: text('wrapped_key').notNull(),
    /** The file's GCM IV and authentication tag, base64. */
    iv: text('iv').notNull(),
    authTag: text('auth_tag').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When a reviewer decided; null while pending. The bytes are purged 30 days after. */
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('id_documents_user_idx').on(t.userId), index('id_documents_decided_idx').on(t.decidedAt)],
);

/** Append-only record of every ID decision: which agent decided what, why and when (decisions.md). */
export const idVerificationDecisions = pgTable(
  'id_verification_decisions',
  {
    id: text('id').primaryKey(),
    verificationId: text('verification_id').notNull(),
    /** The decided document; kept after its bytes and row are purged. */
    idDocumentId: text('id_document_id').notNull(),
    userId: text('user_id').notNull(),
    agentUserId: text('agent_user_id').notNull(),
    decision: text('decision', { enum: ['verified', 'rejected'] }).notNull(),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('id_verification_decisions_verification_idx').on(t.verificationId)],
);

/** Server-held settings made at first start, such as the pattern pepper. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Full candidate profiles an employer opened on the free plan (decisions.md: 10 distinct a UTC month). The
 * first opening is counted and kept; the profile then projects in full to that employer (profile-views/).
 */
export const profileViews = pgTable(
  'profile_views',
  {
    employerUserId: text('employer_user_id').notNull(),
    candidateId: text('candidate_id').notNull(),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.employerUserId, t.candidateId] }), index('profile_views_candidate_idx').on(t.candidateId)],
);

/**
 * WebRTC signaling messages between an interview's two participants (issue 16): kept in the database so a
 * message posted through one instance reaches a stream on another and a reconnecting stream resumes after its
 * Last-Event-ID. Purged once the join window is over.
 */
export const interviewSignals = pgTable(
  'interview_signals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    interviewId: text('interview_id').notNull(),
    fromUserId: text('from_user_id').notNull(),
    toUserId: text('to_user_id').notNull(),
    payload: jsonb('payload').notNull().$type<{ kind: string; data: unknown }>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('interview_signals_recipient_idx').on(t.interviewId, t.toUserId, t.id)],
);

/**
 * Work due at a time, done exactly once by whichever instance claims it first (`for update skip locked`), such
 * as an interview's reminder. Re-arming sets a new time and clears `done_at`; disarming deletes the row.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('scheduled_jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`)],
);

/** An interview's calendar invite: the SEQUENCE of its .ics, raised on each reschedule and on cancellation. */
export const interviewCalendars = pgTable('interview_calendars', {
  interviewId: text('interview_id').primaryKey(),
  sequence: integer('sequence').notNull().default(0),
  /** The start the current sequence describes, so a write that keeps the time keeps the sequence. */
  scheduledAt: text('scheduled_at').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The times an interviewer is booked (issue 51): one row per booked interview, its start and end (normalised ISO
 * instants). A booking is taken under the interviewer's advisory lock after checking that no other booking's
 * range overlaps it (interviews/slot-bookings.ts), so two overlapping picks, from two tabs or on two applications,
 * give one booking (ASVS V2.3.4); the key keeps two rows from sharing one start even without the lock.
 */
export const interviewSlotBookings = pgTable(
  'interview_slot_bookings',
  {
    interviewerUserId: text('interviewer_user_id').notNull(),
    startsAt: text('starts_at').notNull(),
    /** When the interview ends (its start plus its duration): the booked range is [startsAt, endsAt). */
    endsAt: text('ends_at').notNull(),
    interviewId: text('interview_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.interviewerUserId, t.startsAt] })],
);

/** The collections whose public documents reach a device only through its slice. */
export const SLICED_COLLECTIONS = ['jobs', 'candidates'] as const;

/**
 * A user's slice of a sliced collection (ARCHITECTURE.md, "Who sees what"): the public documents their devices
 * hold. A row changes position (from the documents' own space: one checkpoint orders both) whenever it enters
 * (`in_slice`), leaves (`in_slice` false: the device gets a removal) or is pinned (saved, applied to, messaged
 * about: never leaves). `score` is the shared scorer's, for dropping the worst when a better one arrives.
 */
export const sliceMembers = pgTable(
  'slice_members',
  {
    userId: text('user_id').notNull(),
    collection: text('collection', { enum: SLICED_COLLECTIONS }).notNull(),
    docId: text('doc_id').notNull(),
    inSlice: boolean('in_slice').notNull().default(true),
    pinned: boolean('pinned').notNull().default(false),
    /** A pin that ends: a job the candidate only looked at (slices/viewed-pins.ts); null for a lasting pin. */
    pinnedUntil: timestamp('pinned_until', { withTimezone: true, mode: 'date' }),
    score: real('score').notNull().default(0),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    seq: bigint('seq', { mode: 'number' }).notNull().default(sql`nextval('change_seq')`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.collection, t.docId] }),
    index('slice_members_position_idx').on(t.userId, t.collection, t.xid, t.seq),
  ],
);

/**
 * One computed slice: when, how big, the worst score in it (a new document must beat it once the slice is
 * full), and the owner's skill terms and places (lower-cased, as slice_skill_terms and slice_city make them)
 * so a new document finds the slices it may enter through an index instead of scoring every user.
 */
export const sliceOwners = pgTable(
  'slice_owners',
  {
    userId: text('user_id').notNull(),
    collection: text('collection', { enum: SLICED_COLLECTIONS }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull(),
    cap: integer('cap').notNull(),
    size: integer('size').notNull().default(0),
    minScore: real('min_score').notNull().default(0),
    terms: text('terms').array().notNull().default(sql`'{}'::text[]`),
    places: text('places').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.collection] }),
    index('slice_owners_terms_idx').using('gin', t.terms),
    index('slice_owners_places_idx').using('gin', t.places),
  ],
);

/**
 * When each job last became public (posted or reopened): job alerts match these, instantly and in digests
 * (alerts/). A reopening moves the time, so a reopened job counts as new again.
 */
export const jobPublications = pgTable(
  'job_publications',
  {
    jobId: text('job_id').primaryKey(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('job_publications_published_idx').on(t.publishedAt)],
);

/**
 * Each (saved search, job) pair an alert named, once: the key makes a second send of the same job for the same
 * search impossible, after a restart or from a second instance, whichever claims it first.
 */
export const jobAlertSends = pgTable(
  'job_alert_sends',
  {
    userId: text('user_id').notNull(),
    savedSearchId: text('saved_search_id').notNull(),
    jobId: text('job_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  // The user is part of the key: search ids come from devices, so one user's id must never block another's.
  (t) => [primaryKey({ columns: [t.userId, t.savedSearchId, t.jobId] })],
);

/** Each digest period (a local date, or a week's Monday) a daily or weekly saved search was sent for, once. */
export const jobAlertDigests = pgTable(
  'job_alert_digests',
  {
    userId: text('user_id').notNull(),
    savedSearchId: text('saved_search_id').notNull(),
    period: text('period').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.savedSearchId, t.period] })],
);

/** A browser's Web Push subscription (its endpoint and keys), for job alerts to its user. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Who hires for which company, with what role. A company's id is its founding employer's user id (so every row
 * that names that id as owner or reader stays the company's); an account belongs to one company at a time.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: text('user_id').primaryKey(),
    companyId: text('company_id').notNull(),
    role: text('role', { enum: ['admin', 'recruiter', 'interviewer'] }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('company_members_company_idx').on(t.companyId)],
);

/**
 * Invitations to join a company: the SHA-256 of the single-use link's token. At most one pending invitation per
 * company and address (the partial unique index), so two admins inviting the same address at once make one.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    id: text('id').notNull().unique(),
    companyId: text('company_id').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'recruiter', 'interviewer'] }).notNull(),
    invitedBy: text('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('company_invitations_pending_idx').on(t.companyId, t.email).where(sql`consumed_at is null and revoked_at is null`)],
);

/**
 * A company's message templates (issue 48): its own ones (a random id) and its versions of the kinds' defaults
 * (`default-<kind>`; deleting that row resets the default). Read over REST, never replicated.
 */
export const companyTemplates = pgTable(
  'company_templates',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    kind: text('kind', { enum: ['rejection', 'interview', 'offer', 'other'] }).notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

/**
 * A company's tags on candidates (issue 48): a name (unique in the company, case aside, among live tags) and a
 * colour. A deleted tag keeps its row with `deleted_at`, so an offline device that still carries it cannot
 * bring it back by pushing an application (company/tags.ts drops it); its name is free again at once. Read over
 * REST, never replicated: applications carry the candidate's tags as a copy (the projection).
 */
export const companyTags = pgTable(
  'company_tags',
  {
    companyId: text('company_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedBy: text('updated_by').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('company_tags_name_idx').on(t.companyId, sql`lower(${t.name})`).where(sql`deleted_at is null`),
    index('company_tags_id_idx').on(t.id),
  ],
);

/** Which of its tags a company put on which candidate (the candidate's profile id). */
export const companyCandidateTags = pgTable(
  'company_candidate_tags',
  {
    companyId: text('company_id').notNull(),
    candidateId: text('candidate_id').notNull(),
    tagId: text('tag_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull(),
    addedBy: text('added_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.candidateId, t.tagId] }), index('company_candidate_tags_tag_idx').on(t.companyId, t.tagId), index('company_candidate_tags_candidate_idx').on(t.candidateId)],
);
