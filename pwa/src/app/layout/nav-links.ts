/** The top navigation and account menu entries of spec section 2, per role. Labels and paths are the spec's. */
import type { UserType } from '@shared/schemas/common.ts';
import type { CompanyRole } from '@shared/schemas/company.ts';

export interface NavLink {
  label: string;
  href: string;
}

/** Signed out: the public links; Sign In and Get Started are drawn as buttons (SIGNED_OUT_ACTIONS). */
export const SIGNED_OUT_LINKS: readonly NavLink[] = [
  { label: 'Find Jobs', href: '/browse-jobs' },
  { label: 'Find Talent', href: '/find-talent' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Help Center', href: '/help-center' },
];

/** Both lead to the pattern screen, as in the spec. */
export const SIGNED_OUT_ACTIONS = {
  signIn: { label: 'Sign In', href: '/pattern-auth' },
  getStarted: { label: 'Get Started', href: '/pattern-auth' },
} as const;

const ROLE_LINKS: Record<UserType, readonly NavLink[]> = {
  candidate: [
    { label: 'Dashboard', href: '/candidate-dashboard' },
    { label: 'Browse Jobs', href: '/browse-jobs' },
    { label: 'Advanced Search', href: '/advanced-search' },
    { label: 'Applications', href: '/application-tracking' },
    { label: 'Interviews', href: '/video-interviews' },
    { label: 'Messages', href: '/messages' },
  ],
  employer: [
    { label: 'Dashboard', href: '/employer-dashboard' },
    { label: 'Find Talent', href: '/find-talent' },
    { label: 'Advanced Search', href: '/advanced-search' },
    { label: 'Post Jobs', href: '/job-posting' },
    { label: 'Insights', href: '/insights' },
    { label: 'Interviews', href: '/video-interviews' },
    { label: 'Messages', href: '/messages' },
  ],
};

/** A company's interviewer (issue 47) works on their assigned interviews and applicants only. */
const INTERVIEWER_LINKS: readonly NavLink[] = [
  { label: 'Dashboard', href: '/employer-dashboard' },
  { label: 'Applications', href: '/application-tracking' },
  { label: 'Interviews', href: '/video-interviews' },
];

/** The navigation links for a visitor: the role's list when signed in, the public list otherwise. */
export function navLinksFor(userType: UserType | null, companyRole?: CompanyRole | null): readonly NavLink[] {
  if (userType === 'employer' && companyRole === 'interviewer') return INTERVIEWER_LINKS;
  return userType ? ROLE_LINKS[userType] : SIGNED_OUT_LINKS;
}

/**
 * The account menu's links; Log out follows them. The company profile is its admins' (issue 47): a recruiter or
 * an interviewer gets no Profile link (the menu names the company instead, COMPANY_MENU_TEXTS).
 */
export function accountLinksFor(userType: UserType, companyRole?: CompanyRole | null): readonly NavLink[] {
  const editsProfile = userType === 'candidate' || !companyRole || companyRole === 'admin';
  return [
    ...(editsProfile ? [{ label: 'Profile', href: userType === 'candidate' ? '/candidate-profile' : '/employer-profile' }] : []),
    { label: 'Verification', href: '/id-verification' },
    { label: 'Files', href: '/file-upload' },
    { label: 'Settings', href: '/settings' },
  ];
}
