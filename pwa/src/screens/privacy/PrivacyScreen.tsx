import { LegalSummary } from '../../features/marketing/LegalSummary.tsx';
import { LEGAL_LAST_UPDATED } from '../../features/marketing/legal-types.ts';
import { PRIVACY_SUMMARY } from './privacy-summary.ts';

/** /privacy: the privacy policy in plain language, pointing to the full text at /privacy-policy. */
export function PrivacyScreen() {
  return (
    <LegalSummary
      title="Privacy at HireSync"
      lead="How we handle your data, in eight points. Nothing here is sold, and you can take it with you or delete it."
      updated={LEGAL_LAST_UPDATED}
      points={PRIVACY_SUMMARY}
      full={{ href: '/privacy-policy', label: 'Read the full Privacy Policy' }}
    />
  );
}
