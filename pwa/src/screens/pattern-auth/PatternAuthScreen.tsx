import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_TOASTS, VALIDATION_MESSAGES as M } from '@shared/messages.ts';
import { patternCreateFormSchema } from '@shared/schemas/pattern-forms.ts';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { z } from 'zod';
import { PATTERN_ACCOUNT_TYPE_OPTIONS } from '../../features/auth/account-types.ts';
import { CodeEntryForm, CodeSentTo } from '../../features/auth/CodeEntryForm.tsx';
import { Button, Card, Field, RadioCards, TextInput, toast } from '../../ui/index.ts';
import { PatternGrid } from './PatternGrid.tsx';
import { usePatternAuth } from './use-pattern-auth.ts';

// The e-mail and account type rules of the pattern forms; the pattern itself is checked step by step below.
const { email: emailRule, userType: userTypeRule } = patternCreateFormSchema.shape;
const fieldsSchema = z.object({ email: emailRule, userType: userTypeRule.optional() });
type Fields = z.output<typeof fieldsSchema>;
/** Create mode also asks the account type, with the shared rule's message (also beside a wrong e-mail). */
const createFieldsSchema = fieldsSchema.refine((fields) => userTypeRule.safeParse(fields.userType).success, {
  message: M.userTypeRequired,
  path: ['userType'],
  when: () => true,
});

/** /pattern-auth: create an account with a 4x4 pattern, or log in with it (routes: guests only). */
export function PatternAuthScreen() {
  const flow = usePatternAuth();
  const isCreate = flow.mode === 'create';

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <header className="mb-6 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {isCreate ? 'Create Your Pattern' : 'Login with Pattern'}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {isCreate ? 'Sign up with a pattern instead of a password.' : 'Draw your pattern to sign in.'}
        </p>
      </header>
      <Card>
        {flow.pending ? (
          // The server mailed a code, since a pattern may only sign into an address its owner has proven.
          <CodeEntryForm
            title="Confirm Your Email"
            description={<CodeSentTo destination={flow.pending.email} then="Enter it to finish creating your account." />}
            submitLabel="Verify and Register"
            resendAt={flow.pending.resendAt}
            onVerify={flow.verifyCode}
            onResend={flow.resendCode}
            back={{ label: 'Start over', onClick: flow.backToPattern }}
          />
        ) : (
          // Keyed by mode: each mode validates its own fields.
          <PatternForm key={flow.mode} flow={flow} />
        )}
        <p className="mt-5 border-t border-slate-200 pt-4 text-center text-sm">
          <button type="button" onClick={flow.toggleMode} className="font-medium text-brand-700 hover:underline">
            {isCreate ? 'Already have an account? Login' : 'New user? Create pattern'}
          </button>
        </p>
      </Card>
    </div>
  );
}

type PatternFlow = ReturnType<typeof usePatternAuth>;

/** E-mail, account type (create mode), the grid and its buttons, and the lock-out notice. */
function PatternForm({ flow }: { flow: PatternFlow }) {
  const isCreate = flow.mode === 'create';
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({
    resolver: zodResolver(isCreate ? createFieldsSchema : fieldsSchema),
    defaultValues: { email: '' },
    // Not on blur: a message appearing above the grid as the e-mail loses focus would move the submit button
    // away from under the pointer that is pressing it.
    mode: 'onSubmit',
  });

  const onSubmit = handleSubmit(
    async ({ email, userType }) => {
      if (!isCreate) await flow.login(email);
      else if (userType) await flow.complete(email, userType);
    },
    () => {
      // The spec's toast when the e-mail is missing; the field itself says what is wrong with it.
      if (getValues('email').trim() === '') toast({ ...ERROR_TOASTS.patternMissing, variant: 'destructive' });
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Field label="Email" error={errors.email?.message}>
        <TextInput type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...register('email')} />
      </Field>
      {isCreate && (
        <RadioCards
          legend="Account type"
          options={PATTERN_ACCOUNT_TYPE_OPTIONS}
          error={errors.userType?.message}
          inputProps={register('userType')}
        />
      )}
      <PatternSection flow={flow} isSubmitting={isSubmitting} />
      {flow.lockedMessage && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p className="font-semibold">Pattern locked</p>
          <p className="mt-1">{flow.lockedMessage}</p>
          <Link href="/auth" className="mt-1 inline-block font-medium text-red-900 underline">
            Sign in with an email code or password
          </Link>
        </div>
      )}
    </form>
  );
}

const INSTRUCTIONS = {
  idle: 'Press Start Creating Pattern, then choose at least 4 points in order.',
  creating: 'Choose at least 4 points in the order you will remember.',
  confirming: 'Repeat the same pattern to confirm it.',
  login: 'Choose the points of your pattern in order.',
} as const;

/** The grid, what to do with it, how many points are chosen, and the step's buttons. */
function PatternSection({ flow, isSubmitting }: { flow: PatternFlow; isSubmitting: boolean }) {
  const stage = flow.mode === 'login' ? 'login' : flow.phase;
  const count = flow.current.length;
  return (
    <section aria-labelledby="pattern-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="pattern-heading" className="text-sm font-medium text-slate-800">
          {stage === 'confirming' ? 'Confirm pattern' : 'Pattern'}
        </h2>
        <p className="text-sm text-slate-600">{INSTRUCTIONS[stage]}</p>
      </div>
      <PatternGrid points={flow.current} onPick={flow.pick} isDisabled={!flow.isGridEnabled} label="Pattern grid" />
      <p aria-live="polite" className="text-center text-sm text-slate-700">
        {count === 0 ? 'No points selected' : `${count} point${count === 1 ? '' : 's'} selected: ${flow.current.map((c) => c + 1).join(', ')}`}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="secondary" onClick={flow.clear} disabled={count === 0} className="sm:w-28">
          Clear
        </Button>
        {stage === 'idle' && (
          <Button onClick={flow.start} className="flex-1">
            Start Creating Pattern
          </Button>
        )}
        {stage === 'creating' && (
          <Button onClick={flow.next} className="flex-1">
            Next: Confirm Pattern
          </Button>
        )}
        {stage === 'confirming' && (
          <Button type="submit" isLoading={isSubmitting} className="flex-1">
            Complete Registration
          </Button>
        )}
        {stage === 'login' && (
          <Button type="submit" isLoading={isSubmitting} className="flex-1">
            Login
          </Button>
        )}
      </div>
    </section>
  );
}
