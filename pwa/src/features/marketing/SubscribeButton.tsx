import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ERROR_TOASTS } from '@shared/messages.ts';
import { SUBSCRIBE_PLAN_TARGETS, type PaidPlanId } from '@shared/catalog.ts';
import type { UserType } from '@shared/schemas/common.ts';
import { session } from '../../state/session.ts';
import { signInPromptPath } from '../auth/sign-in-prompt.ts';
import { checkoutPath } from '../plans/plan-routes.ts';
import { Button, ButtonLink, toast } from '../../ui/index.ts';

const AUDIENCE_ACCOUNT: Record<UserType, string> = {
  candidate: 'job seeker accounts',
  employer: 'employer accounts',
};

/** The role's headline plan goes through /subscribe?plan=<role> (spec); any other paid plan straight to checkout. */
function subscribeHref(audience: UserType, planId: PaidPlanId): string {
  return SUBSCRIBE_PLAN_TARGETS[audience] === planId ? `/subscribe?plan=${audience}` : checkoutPath(planId);
}

/**
 * The subscribe action of a paid plan card. Signed in with the plan's role: a link to /subscribe?plan=<role>
 * (which leads to checkout). Signed out: no navigation, but the spec's 'Authentication Required' toast with a
 * way to sign in. Signed in with the other role: a note, since a plan belongs to one kind of account.
 */
export function SubscribeButton({
  audience,
  planId,
  label,
  className,
}: {
  audience: UserType;
  planId: PaidPlanId;
  label: string;
  className?: string;
}) {
  const { user } = useSnapshot(session);
  const [, navigate] = useLocation();

  if (!user) {
    const askToSignIn = () =>
      toast({
        ...ERROR_TOASTS.authenticationRequired,
        variant: 'destructive',
        action: {
          label: 'Sign In',
          altText: 'Sign in with the Sign In link at the top of the page',
          onClick: () => navigate(signInPromptPath(checkoutPath(planId))),
        },
      });
    return (
      <Button onClick={askToSignIn} className={className}>
        {label}
      </Button>
    );
  }
  if (user.userType !== audience) {
    return <p className="text-center text-sm text-slate-600">Available on {AUDIENCE_ACCOUNT[audience]}</p>;
  }
  return (
    <ButtonLink href={subscribeHref(audience, planId)} className={className}>
      {label}
    </ButtonLink>
  );
}
