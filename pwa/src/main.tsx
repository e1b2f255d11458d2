// First: the CSP allows no eval, so zod must be told before any schema exists.
import './app/no-eval.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { firstSyncSettled } from './state/first-sync-settled.ts';
import { CURRENT_USER_KEY, session } from './state/session.ts';
import { syncStatus } from './state/sync-status.ts';
import { loadSyncEngine } from './sync/load-sync-engine.ts';
import { watchForOutdatedApp } from './sync/outdated-app.ts';
import { yieldToBrowser } from './ui/yield-to-browser.ts';
import { earlyDocsOf } from './state/early-docs.ts';
import { firstScreenDrawn } from './state/first-screen.ts';

/** The longest a warm start's sync engine waits for the first screen to be drawn. */
const FIRST_SCREEN_WAIT_MS = 1500;
import './styles.css';

// The cached user decides the first screen, so it is read before rendering; only then is zod needed. A promise,
// not a top-level await: the bundler may put this module in a chunk other modules wait on, and an await here
// would then hold them (and the first render) in a cycle.
// Each step ends its task (yieldToBrowser): evaluating zod, checking the user and starting React were one task
// a phone could not answer input in.
const storedUser = localStorage.getItem(CURRENT_USER_KEY)
  ? import('./state/stored-user.ts').then(async ({ loadStoredUser }) => {
      await yieldToBrowser();
      return loadStoredUser();
    })
  : Promise.resolve(null);

void storedUser
  .catch((error: unknown) => {
    console.error('Reading the stored user failed', error);
    return null;
  })
  .then(async (user) => {
    session.user = user;
    if (user) await yieldToBrowser();
    const root = createRoot(document.getElementById('root')!);
    // As a transition, React renders the first screen in slices of a few milliseconds instead of one long task
    // (on a phone that task was over 300 ms, and nothing could answer input meanwhile).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
    watchForOutdatedApp();
    // A user who signed in earlier picks up where they left off, online or not. The database and sync code is a
    // chunk of its own, loaded only then (or by signing in), so a signed-out visit never downloads it; the
    // service worker precaches it, so it opens offline too.
    if (session.user) {
      // A warm start that can draw its first screen from the user's early documents draws it first: the engine's
      // code and the database's open took the main thread from it (a second and more on a phone).
      const early = earlyDocsOf(session.user.id) !== null;
      (early ? firstScreenDrawn(FIRST_SCREEN_WAIT_MS) : Promise.resolve())
        .then(() => loadSyncEngine())
        .then((engine) => engine.resumeStoredSession())
        .catch((error: unknown) => {
          console.error('Loading the sync code failed', error);
          syncStatus.openFailed = true;
        });
    }
    // The app's install (the service worker's download of every asset) waits for a first sync to be over.
    registerServiceWorker(firstSyncSettled());
  });
