import type { ReactNode } from 'react';
import { StorageBanner } from '../../features/sync/StorageBanner.tsx';
import { UpdateBanner } from '../UpdateBanner.tsx';
import { Header } from './Header.tsx';
import { SiteFooter } from './SiteFooter.tsx';

/** The shell around every screen: skip link, update banner, top bar, the screen, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <UpdateBanner />
      <StorageBanner />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
