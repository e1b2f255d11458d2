import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../ui/index.ts';
import type { PlanRedirect } from './plan-routes.ts';

/**
 * Performs a plan redirect once, showing its toast first. Runs in an effect, not during render, so the toast
 * is not raised twice by a re-render; a repeated effect only replaces the one toast on screen.
 */
export function useRedirectWithToast(redirect: PlanRedirect | null): void {
  const [, navigate] = useLocation();
  const to = redirect?.to;
  const text = redirect?.toast;
  useEffect(() => {
    if (!to) return;
    if (text) toast({ ...text, variant: 'destructive' });
    navigate(to, { replace: true });
  }, [to, text, navigate]);
}
