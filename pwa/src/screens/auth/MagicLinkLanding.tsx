import { useState } from 'react';
import { Button } from '../../ui/index.ts';

/**
 * Where a magic link opens (/auth?magic=<token>). Opening the page changes nothing: mail scanners fetch links
 * before people do, so only pressing Continue (a POST) uses up the single-use link (decisions.md, Accounts).
 */
export function MagicLinkLanding({ onContinue, onCancel }: { onContinue: () => Promise<void>; onCancel: () => void }) {
  const [isContinuing, setIsContinuing] = useState(false);

  return (
    <div className="flex flex-col gap-4 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-7">
          <path strokeLinecap="round" strokeLinejoin="round" d="M3 8l9 6 9-6M5 19h14a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2Z" />
        </svg>
      </span>
      <div>
        <h2 className="text-xl font-semibold tracking-tight text-slate-900">Continue to HireSync</h2>
        <p className="mt-1 text-sm text-slate-600">You opened a sign-in link. Press Continue to sign in on this device.</p>
      </div>
      <Button
        size="lg"
        isLoading={isContinuing}
        className="w-full"
        onClick={() => {
          setIsContinuing(true);
          onContinue().finally(() => setIsContinuing(false));
        }}
      >
        Continue
      </Button>
      <button type="button" onClick={onCancel} className="self-center text-sm font-medium text-brand-700 hover:underline">
        Use another sign-in method
      </button>
    </div>
  );
}
