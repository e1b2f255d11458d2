/**
 * The route table. To add a screen, add one line to APP_ROUTES, e.g.
 *   { path: '/pricing', component: lazyScreen(() => import('../screens/pricing/PricingScreen.tsx'), 'PricingScreen'), access: 'public' },
 * `access` decides who may open it (see Protected.tsx); `signedOutTo` overrides where signed-out visitors go.
 * Paths have no parameters (spec section 2); anything unlisted shows the 404 screen.
 */
import type { ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { AuthScreen } from '../screens/auth/AuthScreen.tsx';
import { HomeScreen } from '../screens/home/HomeScreen.tsx';
import { NotFoundScreen } from '../screens/not-found/NotFoundScreen.tsx';
import { Protected, type RouteAccess } from './Protected.tsx';
import { lazyScreen } from './lazy-screen.ts';

export interface AppRoute {
  path: string;
  component: ComponentType;
  access: RouteAccess;
  /** Where a signed-out visitor is sent; '/' unless the spec names another place. */
  signedOutTo?: string;
}

/** Where the spec sends signed-out visitors of /video-interviews, /advanced-search and /checkout. */
export const SIGN_IN_PROMPT = '/?auth=signin';

function PatternAuthRedirect() {
  // Until the pattern screen lands, its links (Sign In, Get Started) lead to the password screen.
  return <Redirect to="/auth" replace />;
}

export const APP_ROUTES: AppRoute[] = [
  { path: '/', component: HomeScreen, access: 'guest' },
  { path: '/auth', component: AuthScreen, access: 'guest' },
  { path: '/pattern-auth', component: PatternAuthRedirect, access: 'guest' },
  { path: '/candidate-dashboard', component: lazyScreen(() => import('../screens/candidate-dashboard/CandidateDashboardScreen.tsx'), 'CandidateDashboardScreen'), access: 'candidate' },
  { path: '/candidate-profile', component: lazyScreen(() => import('../screens/candidate-profile/CandidateProfileScreen.tsx'), 'CandidateProfileScreen'), access: 'candidate' },
  { path: '/browse-jobs', component: lazyScreen(() => import('../screens/browse-jobs/BrowseJobsScreen.tsx'), 'BrowseJobsScreen'), access: 'candidate' },
  { path: '/employer-dashboard', component: lazyScreen(() => import('../screens/employer-dashboard/EmployerDashboardScreen.tsx'), 'EmployerDashboardScreen'), access: 'employer' },
  { path: '/employer-profile', component: lazyScreen(() => import('../screens/employer-profile/EmployerProfileScreen.tsx'), 'EmployerProfileScreen'), access: 'employer' },
  { path: '/job-posting', component: lazyScreen(() => import('../screens/job-posting/JobPostingScreen.tsx'), 'JobPostingScreen'), access: 'employer' },
  { path: '/application-tracking', component: lazyScreen(() => import('../screens/application-tracking/ApplicationTrackingScreen.tsx'), 'ApplicationTrackingScreen'), access: 'signed-in' },
];

/** The screens: the first route whose path matches, inside its access check; else 404. */
export function AppRoutes() {
  return (
    <Switch>
      {APP_ROUTES.map(({ path, component: Screen, access, signedOutTo }) => (
        <Route key={path} path={path}>
          <Protected access={access} signedOutTo={signedOutTo}>
            <Screen />
          </Protected>
        </Route>
      ))}
      <Route>
        <NotFoundScreen />
      </Route>
    </Switch>
  );
}
