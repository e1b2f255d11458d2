import { LegalDocument } from '../../features/marketing/LegalDocument.tsx';
import { LEGAL_LAST_UPDATED } from '../../features/marketing/legal-types.ts';
import { PRIVACY_COLLECTION_SECTIONS } from './privacy-collection.ts';
import { PRIVACY_RIGHTS_SECTIONS } from './privacy-rights.ts';

const SECTIONS = [...PRIVACY_COLLECTION_SECTIONS, ...PRIVACY_RIGHTS_SECTIONS];

/** /privacy-policy: the full privacy policy (the plain-language summary is /privacy). */
export function PrivacyPolicyScreen() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lead="What HireSync collects, why, where it is stored, who can see it and how you stay in control."
      updated={LEGAL_LAST_UPDATED}
      sections={SECTIONS}
      summary={{ href: '/privacy', label: 'Read the short version' }}
    />
  );
}
