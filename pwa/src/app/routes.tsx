/**
 * The route table. To add a screen, add one line to APP_ROUTES, e.g.
 *   { path: '/pricing', component: lazyScreen(() => import('../screens/pricing/PricingScreen.tsx'), 'PricingScreen'), access: 'public' },
 * `access` decides who may open it (see Protected.tsx), and where a signed-out visitor goes: the sign-in dialog.
 * Paths have no parameters (spec section 2) but one: /jobs/:id, a job's own page (decisions.md); anything
 * unlisted shows the 404 screen.
 */
import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { HomeScreen } from '../screens/home/HomeScreen.tsx';
import { NotFoundScreen } from '../screens/not-found/NotFoundScreen.tsx';
import { DatabaseGate } from '../db/DatabaseGate.tsx';
import { Protected, type RouteAccess } from './Protected.tsx';
import { lazyScreen, type LazyScreen } from './lazy-screen.ts';

export interface AppRoute {
  path: string;
  component: ComponentType;
  access: RouteAccess;
  /** Drawn from the user's early documents before the database opens (db/DatabaseGate.tsx, state/early-docs.ts). */
  early?: boolean | 'first-sync';
}

/**
 * /subscribe?plan=candidate|employer is a link of the menus and pricing buttons (spec section 2); decisions.md
 * sends it to the checkout of the matching plan.
 */
const SubscribeRedirect = lazyScreen(() => import('../screens/subscribe/SubscribeRedirect.tsx'), 'SubscribeRedirect');

/** Every route of spec section 2, plus /settings and /subscribe (decisions.md). */
export const APP_ROUTES: AppRoute[] = [
  { path: '/', component: HomeScreen, access: 'guest' },
  { path: '/auth', component: lazyScreen(() => import('../screens/auth/AuthScreen.tsx'), 'AuthScreen'), access: 'guest' },
  { path: '/twilio-auth', component: lazyScreen(() => import('../screens/twilio-auth/TwilioAuthScreen.tsx'), 'TwilioAuthScreen'), access: 'guest' },
  { path: '/pattern-auth', component: lazyScreen(() => import('../screens/pattern-auth/PatternAuthScreen.tsx'), 'PatternAuthScreen'), access: 'guest' },
  { path: '/candidate-dashboard', component: lazyScreen(() => import('../screens/candidate-dashboard/CandidateDashboardScreen.tsx'), 'CandidateDashboardScreen'), access: 'candidate', early: 'first-sync' },
  { path: '/candidate-profile', component: lazyScreen(() => import('../screens/candidate-profile/CandidateProfileScreen.tsx'), 'CandidateProfileScreen'), access: 'candidate' },
  { path: '/browse-jobs', component: lazyScreen(() => import('../screens/browse-jobs/BrowseJobsScreen.tsx'), 'BrowseJobsScreen'), access: 'candidate', early: true },
  { path: '/application-tracking', component: lazyScreen(() => import('../screens/application-tracking/ApplicationTrackingScreen.tsx'), 'ApplicationTrackingScreen'), access: 'signed-in' },
  { path: '/employer-dashboard', component: lazyScreen(() => import('../screens/employer-dashboard/EmployerDashboardScreen.tsx'), 'EmployerDashboardScreen'), access: 'employer' },
  { path: '/employer-profile', component: lazyScreen(() => import('../screens/employer-profile/EmployerProfileScreen.tsx'), 'EmployerProfileScreen'), access: 'employer' },
  { path: '/job-posting', component: lazyScreen(() => import('../screens/job-posting/JobPostingScreen.tsx'), 'JobPostingScreen'), access: 'employer' },
  { path: '/find-talent', component: lazyScreen(() => import('../screens/find-talent/FindTalentScreen.tsx'), 'FindTalentScreen'), access: 'employer' },
  // Ours (issue 49): hiring analytics of the company or one job.
  { path: '/insights', component: lazyScreen(() => import('../screens/insights/InsightsScreen.tsx'), 'InsightsScreen'), access: 'employer' },
  { path: '/employer-pricing', component: lazyScreen(() => import('../screens/employer-pricing/EmployerPricingScreen.tsx'), 'EmployerPricingScreen'), access: 'employer' },
  { path: '/messages', component: lazyScreen(() => import('../screens/messages/MessagesScreen.tsx'), 'MessagesScreen'), access: 'signed-in' },
  { path: '/video-interviews', component: lazyScreen(() => import('../screens/video-interviews/VideoInterviewsScreen.tsx'), 'VideoInterviewsScreen'), access: 'signed-in' },
  { path: '/advanced-search', component: lazyScreen(() => import('../screens/advanced-search/AdvancedSearchScreen.tsx'), 'AdvancedSearchScreen'), access: 'signed-in' },
  { path: '/ai-matching', component: lazyScreen(() => import('../screens/ai-matching/AiMatchingScreen.tsx'), 'AiMatchingScreen'), access: 'signed-in' },
  { path: '/checkout', component: lazyScreen(() => import('../screens/checkout/CheckoutScreen.tsx'), 'CheckoutScreen'), access: 'public' },
  { path: '/payment-success', component: lazyScreen(() => import('../screens/payment-success/PaymentSuccessScreen.tsx'), 'PaymentSuccessScreen'), access: 'signed-in' },
  { path: '/id-verification', component: lazyScreen(() => import('../screens/id-verification/IdVerificationScreen.tsx'), 'IdVerificationScreen'), access: 'signed-in' },
  { path: '/file-upload', component: lazyScreen(() => import('../screens/file-upload/FileUploadScreen.tsx'), 'FileUploadScreen'), access: 'signed-in' },
  { path: '/settings', component: lazyScreen(() => import('../screens/settings/SettingsScreen.tsx'), 'SettingsScreen'), access: 'signed-in' },
  { path: '/pricing', component: lazyScreen(() => import('../screens/pricing/PricingScreen.tsx'), 'PricingScreen'), access: 'public' },
  { path: '/how-it-works', component: lazyScreen(() => import('../screens/how-it-works/HowItWorksScreen.tsx'), 'HowItWorksScreen'), access: 'public' },
  { path: '/about', component: lazyScreen(() => import('../screens/about/AboutScreen.tsx'), 'AboutScreen'), access: 'public' },
  { path: '/support', component: lazyScreen(() => import('../screens/support/SupportScreen.tsx'), 'SupportScreen'), access: 'public' },
  { path: '/privacy', component: lazyScreen(() => import('../screens/privacy/PrivacyScreen.tsx'), 'PrivacyScreen'), access: 'public' },
  { path: '/privacy-policy', component: lazyScreen(() => import('../screens/privacy-policy/PrivacyPolicyScreen.tsx'), 'PrivacyPolicyScreen'), access: 'public' },
  { path: '/terms', component: lazyScreen(() => import('../screens/terms/TermsScreen.tsx'), 'TermsScreen'), access: 'public' },
  { path: '/terms-of-service', component: lazyScreen(() => import('../screens/terms-of-service/TermsOfServiceScreen.tsx'), 'TermsOfServiceScreen'), access: 'public' },
  { path: '/help-center', component: lazyScreen(() => import('../screens/help-center/HelpCenterScreen.tsx'), 'HelpCenterScreen'), access: 'public' },
  { path: '/documentation', component: lazyScreen(() => import('../screens/documentation/DocumentationScreen.tsx'), 'DocumentationScreen'), access: 'public' },
  { path: '/admin-chat', component: lazyScreen(() => import('../screens/admin-chat/AdminChatScreen.tsx'), 'AdminChatScreen'), access: 'agent' },
  { path: '/subscribe', component: SubscribeRedirect, access: 'public' },
  // Ours: a job's own page (decisions.md), public while the job is active; the server answers it with the job in the head.
  { path: '/jobs/:id', component: lazyScreen(() => import('../screens/job/JobScreen.tsx'), 'JobScreen'), access: 'public' },
  // Ours: where a professional reference's single-use link opens (decisions.md, Verification); no account needed.
  { path: '/invitation', component: lazyScreen(() => import('../screens/invitation/InvitationScreen.tsx'), 'InvitationScreen'), access: 'public' },
  { path: '/reference-check', component: lazyScreen(() => import('../screens/reference-check/ReferenceCheckScreen.tsx'), 'ReferenceCheckScreen'), access: 'public' },
];

/** The screens: the first route whose path matches, inside its access check; else 404. */
export function AppRoutes() {
  return (
    <Switch>
      {APP_ROUTES.map(({ path, component: Screen, access, early }) => (
        <Route key={path} path={path}>
          {/* The access check needs only the session, so redirects never wait on the local database. */}
          <Protected access={access}>
            <DatabaseGate preload={'preload' in Screen ? (Screen as LazyScreen).preload : undefined} early={early}>
              <Screen />
            </DatabaseGate>
          </Protected>
        </Route>
      ))}
      <Route>
        <NotFoundScreen />
      </Route>
    </Switch>
  );
}
