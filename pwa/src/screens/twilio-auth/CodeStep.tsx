import { CodeEntryForm, CodeSentTo } from '../../features/auth/CodeEntryForm.tsx';
import type { Contact } from './contact.ts';
import { StepFrame } from './StepFrame.tsx';

/** The 6-digit code step: the code, the development hint, and the resend countdown (spec section 2). */
export function CodeStep({
  contact,
  resendAt,
  onVerify,
  onResend,
  onBack,
}: {
  contact: Contact;
  resendAt: number;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onBack: () => void;
}) {
  const destination = contact.kind === 'phone' ? contact.phoneNumber : contact.email;
  return (
    <StepFrame title="Enter your code" description={<CodeSentTo destination={destination} />} onBack={onBack}>
      <CodeEntryForm submitLabel="Verify" hasDeliveryHint resendAt={resendAt} onVerify={onVerify} onResend={onResend} />
    </StepFrame>
  );
}
