import { Button } from '../../ui/index.ts';
import { StepFrame } from './StepFrame.tsx';

/** The join flow's first step: join by phone or e-mail, or sign in to an existing account. */
export function ChoiceStep({
  onPhone,
  onEmail,
  onSignIn,
}: {
  onPhone: () => void;
  onEmail: () => void;
  onSignIn: () => void;
}) {
  return (
    <StepFrame title="Create your account" description="We will send you a 6-digit code to confirm it is you.">
      <div className="flex flex-col gap-3">
        <Button size="lg" onClick={onPhone} className="w-full">
          Continue with phone
        </Button>
        <Button size="lg" variant="secondary" onClick={onEmail} className="w-full">
          Continue with email
        </Button>
      </div>
      <p className="border-t border-slate-200 pt-4 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Button variant="ghost" size="sm" onClick={onSignIn} className="text-brand-700">
          Sign In
        </Button>
      </p>
    </StepFrame>
  );
}
