/**
 * What the plan screens say about server features that do not exist yet. The sync server has no payment
 * endpoints (POST /api/create-employer-subscription, /api/create-payment-intent, /api/cancel-subscription), so
 * those screens show these lines beside a disabled control instead of pretending. Whoever adds an endpoint
 * wires its form and removes its line.
 */
export const CAPABILITY_NOTICES = {
  cardPayments:
    'Card payments are not enabled on this server yet, so nothing can be charged and your plan stays as it is.',
  cancellation: 'Cancelling online is not available on this server yet; it opens together with card payments.',
} as const;
