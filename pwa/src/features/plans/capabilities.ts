/**
 * What the plan, verification and file screens say about server features that do not exist yet. The sync
 * server has no payment endpoints (POST /api/create-employer-subscription, /api/create-payment-intent,
 * /api/cancel-subscription), no ID verification (/api/verification/id: it needs uploads and a reviewer) and no uploads (/api/files/*), so
 * those screens show these lines beside a disabled control instead of pretending. Whoever adds an endpoint
 * wires its form and removes its line.
 */
export const CAPABILITY_NOTICES = {
  cardPayments:
    'Card payments are not enabled on this server yet, so nothing can be charged and your plan stays as it is.',
  cancellation: 'Cancelling online is not available on this server yet; it opens together with card payments.',
  idVerification:
    'This server does not accept ID documents yet, so this form cannot be sent. Your company email and reference can be verified now in their tabs.',
  fileUploads: 'File uploads are not enabled on this server yet, so the file cannot be sent.',
} as const;
