import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import { SUPPORT_TERMS } from '@shared/catalog.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import { signInPromptPath } from '../../features/auth/sign-in-prompt.ts';
import { MarketingIcon } from '../../features/marketing/MarketingIcon.tsx';
import { PageHeader } from '../../features/marketing/PageHeader.tsx';
import { PageSection } from '../../features/marketing/PageSection.tsx';
import { SupportChat } from '../../features/support/SupportChat.tsx';
import { supportStatusOf } from '../../features/support/support-sessions.ts';
import { useMySupportSessions } from '../../features/support/use-support-sessions.ts';
import { session } from '../../state/session.ts';
import { Button, ButtonLink, buttonClasses } from '../../ui/index.ts';
import { ResponseTimes } from './ResponseTimes.tsx';
import { SELF_SERVICE, WHAT_TO_INCLUDE } from './support-content.ts';

/** The address that opens the chat in place; signed-out visitors come back to it after signing in. */
const CHAT_PARAM = 'chat';
const CHAT_PATH = `/support?${CHAT_PARAM}=open`;

/**
 * /support: the live chat with support (signed in; 'Chat with us' opens it in place), how to reach us by e-mail,
 * when we answer, how fast by kind of request, and where to help yourself first.
 */
export function SupportScreen() {
  const { user } = useSnapshot(session);
  return user ? <SignedInSupport me={user} /> : <SupportPage />;
}

/** Signed in, the chat opens from the button, or on its own while a chat is under way (answers lead here). */
function SignedInSupport({ me }: { me: CurrentUser }) {
  const [params, setParams] = useSearchParams();
  const { sessions } = useMySupportSessions(me.id);
  const hasOpenSession = sessions[0] !== undefined && supportStatusOf(sessions[0]) !== 'closed';
  const isChatOpen = params.get(CHAT_PARAM) === 'open' || hasOpenSession;
  // Opened by a chat under way, it stays open when that chat is resolved meanwhile.
  useEffect(() => {
    if (hasOpenSession && params.get(CHAT_PARAM) !== 'open') setParams({ [CHAT_PARAM]: 'open' }, { replace: true });
  }, [hasOpenSession]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <SupportPage
      chatButton={
        <Button size="lg" onClick={() => setParams({ [CHAT_PARAM]: 'open' })} aria-expanded={isChatOpen} aria-controls="support-chat-panel">
          Chat with us
        </Button>
      }
      chat={
        isChatOpen && (
          <div id="support-chat-panel" className="mx-auto w-full max-w-3xl px-4 pt-8 sm:px-6">
            <SupportChat me={me} />
          </div>
        )
      }
    />
  );
}

/** The page; signed out, 'Chat with us' leads to the sign-in dialog and back here with the chat open. */
function SupportPage({ chatButton, chat }: { chatButton?: ReactNode; chat?: ReactNode }) {
  return (
    <div>
      <PageHeader
        eyebrow="Support"
        title="We’re here to help"
        lead="Real people answer every message. Tell us what happened and we will get you moving again."
      >
        {chatButton ?? (
          <ButtonLink href={signInPromptPath(CHAT_PATH)} size="lg">
            Chat with us
          </ButtonLink>
        )}
        <a href={`mailto:${SUPPORT_TERMS.email}`} className={buttonClasses('secondary', 'lg')}>
          E-mail support
        </a>
        <ButtonLink href="/help-center" size="lg" variant="secondary">
          Search the Help Center
        </ButtonLink>
      </PageHeader>
      {chat}
      <PageSection title="Contact us">
        <div className="mx-auto grid max-w-4xl gap-4 md:grid-cols-2">
          <div className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <MarketingIcon name="mail" className="text-brand-700" />
            <div>
              <h3 className="font-semibold text-slate-900">E-mail</h3>
              <a href={`mailto:${SUPPORT_TERMS.email}`} className="mt-1 inline-block font-medium text-brand-700 underline underline-offset-2">
                {SUPPORT_TERMS.email}
              </a>
              <p className="mt-2 text-sm text-slate-600">Write from the address of your account so we can find it quickly.</p>
            </div>
          </div>
          <div className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <MarketingIcon name="clock" className="text-brand-700" />
            <div>
              <h3 className="font-semibold text-slate-900">Support hours</h3>
              <p className="mt-1 font-medium text-slate-900" data-testid="support-hours">
                {SUPPORT_TERMS.hours}
              </p>
              <p className="mt-2 text-sm text-slate-600">Messages sent outside these hours are answered on the next working day, critical ones first.</p>
            </div>
          </div>
        </div>
      </PageSection>
      <PageSection title="Response times" intro="How quickly we reply during support hours, by kind of request." tone="white" width="narrow">
        <ResponseTimes />
      </PageSection>
      <PageSection title="Before you write" width="narrow">
        <ul className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">
          {WHAT_TO_INCLUDE.map((item) => (
            <li key={item} className="flex gap-2">
              <MarketingIcon name="check" className="size-5 text-green-700" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title="Find an answer yourself" tone="white">
        <ul className="grid gap-4 md:grid-cols-3">
          {SELF_SERVICE.map((item) => (
            <li key={item.href} className="flex flex-col rounded-2xl border border-slate-200 p-6">
              <MarketingIcon name={item.icon} className="text-brand-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-1 flex-1 text-sm text-slate-600">{item.text}</p>
              <ButtonLink href={item.href} variant="secondary" className="mt-4">
                {item.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </PageSection>
    </div>
  );
}
