import { describe, expect, it } from 'vitest';
import {
  CATEGORY_EXTENSIONS,
  CODE_RULES,
  COMPANY_SIZES,
  DISPLAY_COUNTS,
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  EXTENSION_MIME_TYPES,
  FREE_LIMITS,
  ID_DOCUMENT_EXTENSIONS,
  ID_DOCUMENT_MAX_BYTES,
  ID_DOCUMENT_TYPES,
  INDUSTRIES,
  MAGIC_LINK_EXPIRY_MS,
  PAID_PLAN_IDS,
  PASSWORD_RULES,
  PATTERN_RULES,
  PLANS,
  REFERENCE_RELATIONSHIPS,
  SALARY_SLIDER,
  SEARCH_SKILLS,
  SEARCH_WORK_AUTHORIZATIONS,
  SUBSCRIBE_PLAN_TARGETS,
  SUPPORT_TERMS,
  TALENT_EXPERIENCE_BANDS,
  TALENT_SALARY_BANDS,
  TOAST_SETTINGS,
  TOOLTIP_SETTINGS,
  TRIAL_DAYS,
  UPLOAD_MAX_BYTES,
  acceptAttributeFor,
  formatPlanPrice,
  formatPrice,
  getPlanFeatures,
  isPaidPlanId,
  listPlansFor,
} from './catalog.ts';
import { PLAN_IDS } from './schemas/account.ts';

describe('plans', () => {
  it('has every plan id of the account schema and nothing else', () => {
    expect(Object.keys(PLANS).sort()).toEqual([...PLAN_IDS].sort());
    expect(PAID_PLAN_IDS).toEqual(['candidate-premium', 'employer-professional', 'employer-enterprise']);
  });
  it('prices and trials per decisions.md', () => {
    expect(formatPlanPrice('candidate-premium')).toBe('$9.99/month');
    expect(formatPlanPrice('employer-professional')).toBe('$49/month');
    expect(formatPlanPrice('employer-enterprise')).toBe('$99/month');
    expect(formatPlanPrice('free')).toBe('Free');
    expect(TRIAL_DAYS).toBe(14);
    for (const id of PAID_PLAN_IDS) expect(PLANS[id].trialDays).toBe(14);
  });
  it('formats cents', () => {
    expect(formatPrice(999)).toBe('$9.99');
    expect(formatPrice(4900)).toBe('$49');
    expect(formatPrice(1050)).toBe('$10.50');
  });
  it('free limits per decisions.md', () => {
    expect(FREE_LIMITS).toEqual({ applicationsPerDay: 20, jobPostingsPerMonth: 3, profileViewsPerMonth: 10 });
  });
  it('lists plans per audience with their features', () => {
    expect(listPlansFor('candidate').map((plan) => plan.id)).toEqual(['free', 'candidate-premium']);
    expect(listPlansFor('employer').map((plan) => plan.id)).toEqual([
      'free',
      'employer-professional',
      'employer-enterprise',
    ]);
    expect(getPlanFeatures('free', 'candidate')).toContain('Up to 20 applications a day');
    expect(getPlanFeatures('free', 'employer')).toContain('3 job postings a month');
    expect(getPlanFeatures('candidate-premium', 'candidate')).toContain('Unlimited applications');
    expect(getPlanFeatures('employer-professional', 'employer')).toContain('Built-in video interviews');
    expect(getPlanFeatures('employer-enterprise', 'employer')).toEqual(
      expect.arrayContaining([...getPlanFeatures('employer-professional', 'employer'), 'Priority support']),
    );
  });
  it('maps /subscribe and checks plan ids', () => {
    expect(SUBSCRIBE_PLAN_TARGETS).toEqual({ candidate: 'candidate-premium', employer: 'employer-professional' });
    expect(isPaidPlanId('employer-enterprise')).toBe(true);
    expect(isPaidPlanId('free')).toBe(false);
    expect(isPaidPlanId(42)).toBe(false);
  });
});

describe('option lists', () => {
  it('match spec section 5', () => {
    expect(INDUSTRIES).toHaveLength(11);
    expect(INDUSTRIES).toContain('Media & Entertainment');
    expect(COMPANY_SIZES).toEqual(['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+']);
    expect(SEARCH_SKILLS).toHaveLength(18);
    expect(EXPERIENCE_LEVELS).toEqual(['entry', 'mid', 'senior', 'lead']);
    expect(SEARCH_WORK_AUTHORIZATIONS).toEqual(['citizen', 'permanent', 'h1b', 'opt', 'other', 'sponsorship']);
    expect(EDUCATION_LEVELS).toEqual(['high_school', 'associates', 'bachelors', 'masters', 'phd']);
    expect(ID_DOCUMENT_TYPES).toEqual(['drivers_license', 'passport', 'state_id', 'green_card', 'work_visa']);
    expect(REFERENCE_RELATIONSHIPS).toEqual([
      'direct_manager',
      'senior_manager',
      'team_lead',
      'hr_manager',
      'colleague',
      'client',
    ]);
  });
  it('talent bands and slider match spec section 9', () => {
    expect(TALENT_EXPERIENCE_BANDS.map((band) => band.id)).toEqual(['0-2', '3-5', '6-10', '10+']);
    expect(TALENT_SALARY_BANDS.map((band) => band.id)).toEqual(['50-80k', '80-120k', '120-160k', '160k+']);
    expect(SALARY_SLIDER).toEqual({ min: 30000, max: 300000, step: 5000, defaultRange: [40000, 200000] });
  });
});

describe('limits and timings', () => {
  it('auth numbers', () => {
    expect(CODE_RULES).toEqual({ length: 6, expiryMs: 600_000, maxWrongTries: 5, resendCountdownSeconds: 60 });
    expect(MAGIC_LINK_EXPIRY_MS).toBe(900_000);
    expect(PASSWORD_RULES).toEqual({ minLength: 8, maxLength: 64 });
    expect(PATTERN_RULES).toMatchObject({ cells: 16, columns: 4, minPoints: 4 });
  });
  it('uploads', () => {
    expect(ID_DOCUMENT_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(acceptAttributeFor('resume')).toBe('.pdf,.doc,.docx');
    for (const extension of [...Object.values(CATEGORY_EXTENSIONS).flat(), ...ID_DOCUMENT_EXTENSIONS]) {
      expect(EXTENSION_MIME_TYPES[extension], extension).toBeDefined();
    }
  });
  it('display', () => {
    expect(DISPLAY_COUNTS).toMatchObject({
      recentActivity: 10,
      recentJobs: 3,
      jobCardSkills: 6,
      candidateCardSkills: 5,
    });
    expect(TOAST_SETTINGS).toMatchObject({
      limit: 1,
      durationMs: 5000,
      swipeThresholdPx: 50,
      hotkey: 'F8',
      removeDelayMs: 1_000_000,
    });
    expect(TOOLTIP_SETTINGS).toEqual({ delayMs: 700, skipDelayMs: 300 });
    expect(SUPPORT_TERMS.responseHours).toEqual({ critical: 2, general: 24, featureRequest: 48 });
  });
});
