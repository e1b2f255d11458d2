import { LegalSummary } from '../../features/marketing/LegalSummary.tsx';
import { LEGAL_LAST_UPDATED } from '../../features/marketing/legal-types.ts';
import { TERMS_SUMMARY } from './terms-summary.ts';

/** /terms: the terms of service in plain language, pointing to the full text at /terms-of-service. */
export function TermsScreen() {
  return (
    <LegalSummary
      title="Terms in plain language"
      lead="The rules of HireSync for job seekers and employers, in eight points."
      updated={LEGAL_LAST_UPDATED}
      points={TERMS_SUMMARY}
      full={{ href: '/terms-of-service', label: 'Read the full Terms of Service' }}
    />
  );
}
