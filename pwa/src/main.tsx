// First: the CSP allows no eval, so zod must be told before any schema exists.
import './app/no-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { resumeStoredSession } from './sync/sync-engine.ts';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// A user who signed in earlier picks up where they left off, online or not.
resumeStoredSession();
registerServiceWorker();
