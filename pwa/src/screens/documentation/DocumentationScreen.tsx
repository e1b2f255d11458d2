import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { Tabs } from '../../ui/index.ts';
import { AiMatchingTab } from './AiMatchingTab.tsx';
import { ApiTab } from './ApiTab.tsx';
import { CandidatesTab } from './CandidatesTab.tsx';
import { EmployersTab } from './EmployersTab.tsx';
import { InterviewsTab } from './InterviewsTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { VerificationTab } from './VerificationTab.tsx';

/** The tabs of spec section 2, in its order; the key is the `?tab=` value. */
const DOC_TABS = [
  { key: 'overview', label: 'Overview', content: <OverviewTab /> },
  { key: 'candidates', label: 'Candidates', content: <CandidatesTab /> },
  { key: 'employers', label: 'Employers', content: <EmployersTab /> },
  { key: 'ai-matching', label: 'AI Matching', content: <AiMatchingTab /> },
  { key: 'verification', label: 'Verification', content: <VerificationTab /> },
  { key: 'interviews', label: 'Interviews', content: <InterviewsTab /> },
  { key: 'api', label: 'API', content: <ApiTab /> },
] as const satisfies readonly { key: string; label: string; content: ReactNode }[];

type DocTabKey = (typeof DOC_TABS)[number]['key'];

function isDocTab(value: string | null): value is DocTabKey {
  return DOC_TABS.some((tab) => tab.key === value);
}

/** /documentation: the product's reference, one tab per topic; `?tab=api` links straight to a tab. */
export function DocumentationScreen() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: DocTabKey = isDocTab(requested) ? requested : 'overview';
  const openTab = (next: DocTabKey) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true });
  const tabsRef = useRef<HTMLDivElement>(null);

  // On a phone the tab list scrolls sideways; a link such as ?tab=api must show its tab, not leave it off-screen.
  useEffect(() => {
    const selected = tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    const list = selected?.parentElement;
    if (!selected || !list) return;
    const tabBox = selected.getBoundingClientRect();
    const listBox = list.getBoundingClientRect();
    list.scrollLeft += tabBox.left - listBox.left - (listBox.width - tabBox.width) / 2;
  }, [tab]);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Documentation</h1>
        <p className="mt-2 text-sm text-slate-600">
          How HireSync works for candidates and employers: matching, verification, interviews and the API.
        </p>
      </header>
      <div ref={tabsRef}>
        <Tabs items={DOC_TABS} selectedKey={tab} onChange={openTab} label="Documentation topics" />
      </div>
    </div>
  );
}
