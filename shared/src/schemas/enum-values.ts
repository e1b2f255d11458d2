/**
 * The value lists behind some of the schemas' enums, in a module without zod: code that only shows or compares
 * these values (the landing page's prices, pipeline and match weights) then does not load the schema library.
 * The schema files build their enums from these lists and re-export them.
 */

/** Plan ids of the catalog; `free` is everyone's default. */
export const PLAN_IDS = ['free', 'candidate-premium', 'employer-professional', 'employer-enterprise'] as const;
/** A plan id. */
export type PlanId = (typeof PLAN_IDS)[number];

/**
 * The seven pipeline stages, in pipeline order, then 'withdrawn': the candidate took the application back
 * (decisions.md), outside the seven stages and final.
 */
export const APPLICATION_STATUSES = [
  'pending',
  'viewed',
  'considered',
  'interview',
  'on_hold',
  'hired',
  'rejected',
  'withdrawn',
] as const;

/** Work authorization of the candidate profile form (spec section 5). */
export const WORK_AUTHORIZATION_STATUSES = ['citizen', 'permanent_resident', 'visa_required'] as const;
/**
 * Values that the match scorer treats as needing sponsorship (spec section 3): the form's `visa_required`
 * plus the legacy values `requires_sponsorship`, `h1b` and `opt` that imported profiles may carry.
 */
export const SPONSORSHIP_NEEDED_STATUSES = ['visa_required', 'requires_sponsorship', 'h1b', 'opt'] as const;

/** Why an application was not selected (decisions.md: rejections carry a reason), kept for analytics. */
export const REJECTION_REASONS = ['skills', 'experience', 'location', 'salary', 'position_filled', 'withdrew', 'other'] as const;
