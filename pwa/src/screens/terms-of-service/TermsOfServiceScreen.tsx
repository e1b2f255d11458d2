import { LegalDocument } from '../../features/marketing/LegalDocument.tsx';
import { LEGAL_LAST_UPDATED } from '../../features/marketing/legal-types.ts';
import { TERMS_ACCOUNT_SECTIONS } from './terms-accounts.ts';
import { TERMS_BILLING_SECTIONS } from './terms-billing.ts';

const SECTIONS = [...TERMS_ACCOUNT_SECTIONS, ...TERMS_BILLING_SECTIONS];

/** /terms-of-service: the full terms (the plain-language summary is /terms). */
export function TermsOfServiceScreen() {
  return (
    <LegalDocument
      title="Terms of Service"
      lead="The agreement between you and HireSync: what you can expect from us and what we expect from job seekers and employers."
      updated={LEGAL_LAST_UPDATED}
      sections={SECTIONS}
      summary={{ href: '/terms', label: 'Read the short version' }}
    />
  );
}
