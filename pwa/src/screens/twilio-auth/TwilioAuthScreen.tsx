import { ChoiceStep } from './ChoiceStep.tsx';
import { CodeStep } from './CodeStep.tsx';
import { ContactStep } from './ContactStep.tsx';
import { CreatedStep } from './CreatedStep.tsx';
import { DetailsStep } from './DetailsStep.tsx';
import { SignInStep } from './SignInStep.tsx';
import { usableCode, useJoinFlow } from './use-join-flow.ts';

/** /twilio-auth: join by phone or e-mail with a 6-digit code, or sign in (routes: guests only). */
export function TwilioAuthScreen() {
  const { step, sent, goTo, enterCode, send, verify, createAccount, signIn, openDashboard } = useJoinFlow();
  const toChoice = () => goTo({ name: 'choice' });

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <header className="mb-6 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Join HireSync</h1>
        <p className="mt-2 text-sm text-slate-600">Find work or hire talent, online or off.</p>
      </header>
      {step.name === 'choice' && (
        <ChoiceStep
          onPhone={() => goTo({ name: 'contact', kind: 'phone' })}
          onEmail={() => goTo({ name: 'contact', kind: 'email' })}
          onSignIn={() => goTo({ name: 'signin' })}
        />
      )}
      {step.name === 'contact' && (
        <ContactStep
          key={step.kind}
          kind={step.kind}
          sent={usableCode(sent, step.kind, Date.now())}
          onSend={send}
          onHaveCode={enterCode}
          onBack={toChoice}
        />
      )}
      {step.name === 'code' && (
        <CodeStep
          contact={step.contact}
          resendAt={step.resendAt}
          onVerify={(code) => verify(step.contact, code)}
          onResend={() => send(step.contact, true)}
          onBack={toChoice}
        />
      )}
      {step.name === 'details' && <DetailsStep onSubmit={(details) => createAccount(step.contact, details)} onBack={toChoice} />}
      {step.name === 'created' && <CreatedStep user={step.user} onContinue={() => void openDashboard(step.user)} />}
      {step.name === 'signin' && <SignInStep onSubmit={signIn} onBack={toChoice} />}
    </div>
  );
}
