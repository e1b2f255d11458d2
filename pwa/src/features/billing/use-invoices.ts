/** The caller's Stripe invoices, straight from the server (they are not replicated), asked while online. */
import { useEffect, useState } from 'react';
import type { Invoice } from '@shared/schemas/billing.ts';
import { fetchInvoices } from './billing-api.ts';

export type InvoicesState = { status: 'loading' } | { status: 'ready'; invoices: Invoice[] } | { status: 'failed' };

/** `refreshKey`: change it to ask again (e.g. after the plan changed). */
export function useInvoices(online: boolean, refreshKey: string): InvoicesState {
  const [state, setState] = useState<InvoicesState>({ status: 'loading' });
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    fetchInvoices(controller.signal).then(
      (invoices) => setState({ status: 'ready', invoices }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [online, refreshKey]);
  return state;
}
