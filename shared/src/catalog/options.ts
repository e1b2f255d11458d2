/**
 * Option lists of the forms and filters (spec sections 5 and 9), each value with the label a select shows.
 * The values are what gets stored and searched; labels are display text only.
 */

/** Industries of the company profile form. */
export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Manufacturing',
  'Retail',
  'Consulting',
  'Media & Entertainment',
  'Non-profit',
  'Government',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Company sizes (employees) of the company profile form and the search filters. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** The skill list the search filters offer (spec section 5). The full taxonomy lives in scoring/. */
export const SEARCH_SKILLS = [
  'JavaScript',
  'TypeScript',
  'Python',
  'Java',
  'React',
  'Node.js',
  'SQL',
  'AWS',
  'Docker',
  'Kubernetes',
  'Machine Learning',
  'Data Science',
  'UI/UX Design',
  'Project Management',
  'Sales',
  'Marketing',
  'Finance',
  'HR',
] as const;

/** Experience levels of the search filters. */
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'lead'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
/** Labels of the experience levels. */
export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  entry: 'Entry Level',
  mid: 'Mid Level',
  senior: 'Senior Level',
  lead: 'Lead / Principal',
};

/** Work authorization values of the search filters (a different list from the profile form's, per the spec). */
export const SEARCH_WORK_AUTHORIZATIONS = ['citizen', 'permanent', 'h1b', 'opt', 'other', 'sponsorship'] as const;
export type SearchWorkAuthorization = (typeof SEARCH_WORK_AUTHORIZATIONS)[number];
/** Labels of the search work authorization values. */
export const SEARCH_WORK_AUTHORIZATION_LABELS: Record<SearchWorkAuthorization, string> = {
  citizen: 'Citizen',
  permanent: 'Permanent Resident',
  h1b: 'H-1B Visa',
  opt: 'OPT',
  other: 'Other Work Visa',
  sponsorship: 'Requires Sponsorship',
};

/** Labels of the profile form's work authorization values (`WORK_AUTHORIZATION_STATUSES` in schemas/common.ts). */
export const WORK_AUTHORIZATION_LABELS = {
  citizen: 'Citizen',
  permanent_resident: 'Permanent Resident',
  visa_required: 'Visa Sponsorship Required',
} as const;

/** Education levels of the search filters. */
export const EDUCATION_LEVELS = ['high_school', 'associates', 'bachelors', 'masters', 'phd'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
/** Labels of the education levels. */
export const EDUCATION_LEVEL_LABELS: Record<EducationLevel, string> = {
  high_school: 'High School',
  associates: "Associate's Degree",
  bachelors: "Bachelor's Degree",
  masters: "Master's Degree",
  phd: 'PhD',
};

/** Government ID document types of the ID verification form. */
export const ID_DOCUMENT_TYPES = ['drivers_license', 'passport', 'state_id', 'green_card', 'work_visa'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];
/** Labels of the ID document types. */
export const ID_DOCUMENT_TYPE_LABELS: Record<IdDocumentType, string> = {
  drivers_license: "Driver's License",
  passport: 'Passport',
  state_id: 'State ID',
  green_card: 'Green Card',
  work_visa: 'Work Visa',
};

/** How a professional reference knows the candidate. */
export const REFERENCE_RELATIONSHIPS = [
  'direct_manager',
  'senior_manager',
  'team_lead',
  'hr_manager',
  'colleague',
  'client',
] as const;
export type ReferenceRelationship = (typeof REFERENCE_RELATIONSHIPS)[number];
/** Labels of the reference relationships. */
export const REFERENCE_RELATIONSHIP_LABELS: Record<ReferenceRelationship, string> = {
  direct_manager: 'Direct Manager',
  senior_manager: 'Senior Manager',
  team_lead: 'Team Lead',
  hr_manager: 'HR Manager',
  colleague: 'Colleague',
  client: 'Client',
};

/** Labels of the job types (`JOB_TYPES` in schemas/common.ts). */
export const JOB_TYPE_LABELS = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
} as const;
