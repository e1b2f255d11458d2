import { Suspense } from 'react';
import { Router, useLocation } from 'wouter';
import { Spinner, ToasterOnDemand } from '../ui/index.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Layout } from './layout/Layout.tsx';
import { AppRoutes } from './routes.tsx';

/** The whole app: router, shell, the current screen inside an error boundary, and the one toast viewport. */
export function App() {
  return (
    <Router>
      <Layout>
        <Screens />
      </Layout>
      <ToasterOnDemand />
    </Router>
  );
}

function Screens() {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense
        fallback={
          <div className="flex justify-center py-24 text-brand-600" data-loading-screen>
            <Spinner size="lg" />
          </div>
        }
      >
        <AppRoutes />
      </Suspense>
    </ErrorBoundary>
  );
}
