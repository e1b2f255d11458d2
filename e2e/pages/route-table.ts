/**
 * What each route of spec section 2 shows to a signed-out visitor, a candidate and an employer: the screen
 * (recognised by its main heading) or the place it redirects to. The routes journey walks this table.
 */
export type Visitor = 'signed-out' | 'candidate' | 'employer';

/** Either the screen of the route (`screen`), the 404 screen, or a redirect to a path (with query). */
export type Outcome = 'screen' | 'not-found' | { to: string };

export interface RouteCase {
  path: string;
  /** The screen's h1, to tell it from any other screen. */
  heading: RegExp;
  outcome: Record<Visitor, Outcome>;
}

const DASHBOARD = { candidate: { to: '/candidate-dashboard' }, employer: { to: '/employer-dashboard' } } as const;

/**
 * Where a signed-out visitor of a protected screen lands: the spec's '/' or '/?auth=signin', always with the
 * sign-in dialog open (decisions.md) and the wanted screen in `next`, so signing in leads there.
 */
export function signInPrompt(wanted: string): { to: string } {
  return { to: `/?auth=signin&next=${encodeURIComponent(wanted)}` };
}

const publicPage = (path: string, heading: RegExp): RouteCase => ({
  path,
  heading,
  outcome: { 'signed-out': 'screen', candidate: 'screen', employer: 'screen' },
});
const guestPage = (path: string, heading: RegExp): RouteCase => ({
  path,
  heading,
  outcome: { 'signed-out': 'screen', ...DASHBOARD },
});
const signedInPage = (path: string, heading: RegExp): RouteCase => ({
  path,
  heading,
  outcome: { 'signed-out': signInPrompt(path), candidate: 'screen', employer: 'screen' },
});
const candidatePage = (path: string, heading: RegExp): RouteCase => ({
  path,
  heading,
  // The wrong role goes to '/', which sends a signed-in user on to their own dashboard.
  outcome: { 'signed-out': signInPrompt(path), candidate: 'screen', employer: DASHBOARD.employer },
});
const employerPage = (path: string, heading: RegExp): RouteCase => ({
  path,
  heading,
  outcome: { 'signed-out': signInPrompt(path), candidate: DASHBOARD.candidate, employer: 'screen' },
});

export const ROUTE_CASES: RouteCase[] = [
  guestPage('/', /Find work\. Hire talent\. Even offline\./),
  guestPage('/auth', /^Welcome to HireSync$/),
  guestPage('/twilio-auth', /^Join HireSync$/),
  guestPage('/pattern-auth', /^(Create Your Pattern|Login with Pattern)$/),
  candidatePage('/candidate-dashboard', /^Welcome, Rhea!$/),
  candidatePage('/candidate-profile', /^Create Your Profile$/),
  candidatePage('/browse-jobs', /^Browse Jobs$/),
  employerPage('/employer-dashboard', /^Welcome, Rhea!$/),
  employerPage('/employer-profile', /^Create Company Profile$/),
  employerPage('/job-posting', /^Post a Job$/),
  employerPage('/find-talent', /^Find Talent$/),
  employerPage('/employer-pricing', /^Employer Plans$/),
  signedInPage('/application-tracking', /^(My Applications|Applications)$/),
  signedInPage('/messages', /^Messages$/),
  signedInPage('/video-interviews', /^Video Interviews$/),
  signedInPage('/advanced-search', /^Advanced Search$/),
  signedInPage('/ai-matching', /^AI Matching$/),
  signedInPage('/payment-success', /^Thank you for choosing /),
  signedInPage('/id-verification', /^Verification$/),
  signedInPage('/file-upload', /^Files$/),
  signedInPage('/settings', /^Settings$/),
  {
    path: '/checkout?plan=candidate-premium',
    heading: /^Checkout$/,
    outcome: { 'signed-out': signInPrompt('/checkout?plan=candidate-premium'), candidate: 'screen', employer: 'screen' },
  },
  // An unknown plan goes back to the plans, whoever asks.
  { path: '/checkout', heading: /.+/, outcome: { 'signed-out': { to: '/pricing' }, candidate: { to: '/pricing' }, employer: { to: '/pricing' } } },
  {
    path: '/subscribe?plan=employer',
    heading: /.+/,
    outcome: {
      'signed-out': signInPrompt('/checkout?plan=employer-professional'),
      candidate: { to: '/checkout?plan=employer-professional' },
      employer: { to: '/checkout?plan=employer-professional' },
    },
  },
  publicPage('/pricing', /^Simple pricing for both sides of hiring$/),
  publicPage('/how-it-works', /^From first profile to signed offer$/),
  publicPage('/about', /^Hiring that is fair, fast and honest on both sides$/),
  publicPage('/support', /^We’re here to help$/),
  publicPage('/privacy', /^Privacy at HireSync$/),
  publicPage('/privacy-policy', /^Privacy Policy$/),
  publicPage('/terms', /^Terms in plain language$/),
  publicPage('/terms-of-service', /^Terms of Service$/),
  publicPage('/help-center', /^How can we help\?$/),
  publicPage('/documentation', /^Documentation$/),
  // Ours: a reference's link page; without a token it says the link is not valid.
  publicPage('/reference-check', /^Confirm a reference$/),
  // Ours: a company invitation's link page; without a token it says the link is not valid.
  publicPage('/invitation', /^Join a company$/),
  // Support agents only (decisions.md); nobody here is one, so it does not even admit it exists.
  { path: '/admin-chat', heading: /Page Not Found/, outcome: { 'signed-out': 'not-found', candidate: 'not-found', employer: 'not-found' } },
  { path: '/no-such-page', heading: /Page Not Found/, outcome: { 'signed-out': 'not-found', candidate: 'not-found', employer: 'not-found' } },
];

/** A file-name-safe name for a route, for screenshots. */
export function routeSlug(path: string): string {
  const slug = path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '');
  return slug || 'home';
}
