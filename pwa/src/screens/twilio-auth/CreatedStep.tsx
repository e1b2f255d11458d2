import type { CurrentUser } from '@shared/schemas/account.ts';
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/index.ts';
import { StepFrame } from './StepFrame.tsx';

/** Long enough to read the confirmation, short enough not to wait for it. */
const REDIRECT_DELAY_MS = 2000;

/**
 * 'Account created': a moment to confirm, then the dashboard. Signing in on the device is what leaves this
 * screen (guests only), so `onContinue` runs once: on the button or after the delay.
 */
export function CreatedStep({ user, onContinue }: { user: CurrentUser; onContinue: () => void }) {
  const hasContinued = useRef(false);
  const continueOnce = useRef(() => {
    if (hasContinued.current) return;
    hasContinued.current = true;
    onContinue();
  });

  useEffect(() => {
    const timer = setTimeout(continueOnce.current, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <StepFrame title="Account created!" description={`Welcome to HireSync, ${user.firstName}. Taking you to your dashboard…`}>
      <div className="flex justify-center" aria-hidden="true">
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" className="size-7">
            <path strokeLinecap="round" strokeLinejoin="round" d="m5 13 4 4L19 7" />
          </svg>
        </span>
      </div>
      <Button size="lg" onClick={() => continueOnce.current()} className="w-full">
        Go to Dashboard
      </Button>
    </StepFrame>
  );
}
