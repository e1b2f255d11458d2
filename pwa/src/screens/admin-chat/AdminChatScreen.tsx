import { useSearchParams } from 'wouter';
import { AgentOnly } from '../../features/support/AgentOnly.tsx';
import { countWaiting } from '../../features/support/support-sessions.ts';
import { useSupportDocs } from '../../features/support/use-support-sessions.ts';
import { Tabs } from '../../ui/index.ts';
import { IdReviewsTab } from './IdReviewsTab.tsx';
import { SupportChatsTab } from './SupportChatsTab.tsx';

/**
 * /admin-chat, the support console (decisions.md): support agents only, everyone else gets the 404 screen
 * (route access 'agent' plus the account's flag). Tab 'Chats' is the queue of support sessions, answered live;
 * tab 'ID reviews' the ID submissions waiting for a decision. `?tab=id-reviews` opens the second tab.
 */
export function AdminChatScreen() {
  return (
    <AgentOnly>
      <SupportConsole />
    </AgentOnly>
  );
}

type ConsoleTab = 'chats' | 'id-reviews';

function SupportConsole() {
  const [params, setParams] = useSearchParams();
  const tab: ConsoleTab = params.get('tab') === 'id-reviews' ? 'id-reviews' : 'chats';
  const { conversations } = useSupportDocs();
  const waiting = countWaiting(conversations);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col px-0 py-0 sm:px-6 sm:py-8">
      <h1 className="px-4 pt-5 pb-3 text-2xl font-bold tracking-tight text-slate-900 sm:px-0 sm:pt-0 sm:text-3xl">Support console</h1>
      <Tabs<ConsoleTab>
        label="Support console"
        className="px-4 sm:px-0"
        selectedKey={tab}
        onChange={(key) => setParams(key === 'chats' ? {} : { tab: key })}
        items={[
          {
            key: 'chats',
            label: 'Chats',
            badge: waiting > 0 ? <span aria-label={`${waiting} waiting`} data-testid="waiting-count">{waiting}</span> : undefined,
            content: <SupportChatsTab />,
          },
          { key: 'id-reviews', label: 'ID reviews', content: <IdReviewsTab /> },
        ]}
      />
    </div>
  );
}
