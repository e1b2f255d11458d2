import { Link } from 'wouter';
import { CODE_RULES, ID_DOCUMENT_EXTENSIONS, REFERENCE_LINK_EXPIRY_MS, ID_DOCUMENT_MAX_BYTES, ID_DOCUMENT_TYPE_LABELS, REFERENCE_RELATIONSHIP_LABELS } from '@shared/catalog.ts';
import { DocSection, FactTable, Points } from './DocSection.tsx';

const MB = 1024 * 1024;
const list = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} and ${values.at(-1)}`;

/** The three kinds of verification and what each status means. */
export function VerificationTab() {
  return (
    <div className="flex flex-col gap-6">
      <DocSection title="Why verify">
        <p>
          Verification tells employers that you are who you say you are, that you work where you say you do, and that
          someone you worked with vouches for you. Start each kind from the{' '}
          <Link href="/id-verification" className="font-medium text-brand-700 underline">Verification</Link> page; your
          overall progress is the share of the three that are verified, and your profile shows the Verified badge once
          all three are.
        </p>
      </DocSection>

      <DocSection title="Government ID">
        <Points
          items={[
            `Accepted documents: ${list(Object.values(ID_DOCUMENT_TYPE_LABELS))}.`,
            `Upload a photo or scan (${ID_DOCUMENT_EXTENSIONS.join(', ')}) of at most ${ID_DOCUMENT_MAX_BYTES / MB} MB, with your name and date of birth as they appear on it. You must be at least 18.`,
            'A reviewer checks it, usually within 24-48 hours, and you are notified of the result.',
            'The document is seen only by reviewers and is never stored on your devices; they keep only its status.',
          ]}
        />
      </DocSection>

      <DocSection title="Company e-mail">
        <Points
          items={[
            'Enter your work e-mail address and your company’s name.',
            `We send a ${CODE_RULES.length}-digit code to that address. It expires after ${CODE_RULES.expiryMs / 60_000} minutes and allows ${CODE_RULES.maxWrongTries} wrong tries; you can ask for a new one after ${CODE_RULES.resendCountdownSeconds} seconds.`,
            'Entering the code proves the address is yours, and the verification is complete at once.',
          ]}
        />
      </DocSection>

      <DocSection title="Professional reference">
        <Points
          items={[
            `Name someone you worked with, their e-mail and company, and how they know you: ${list(Object.values(REFERENCE_RELATIONSHIP_LABELS))}. A phone number and a description of your work together are optional.`,
            `We e-mail them a single-use link that works for ${REFERENCE_LINK_EXPIRY_MS / 86_400_000} days; they need no account. When they open it and confirm, your reference is verified; if they decline, it is marked rejected. A new request replaces the old link.`,
          ]}
        />
      </DocSection>

      <DocSection title="Statuses">
        <FactTable
          caption="Verification statuses"
          head={['Status', 'Meaning']}
          rows={[
            ['Not started', 'Nothing submitted yet.'],
            ['Pending', 'Submitted: waiting for a reviewer, your code or your reference.'],
            ['Verified', 'Confirmed.'],
            ['Rejected', 'Could not be confirmed. You can submit again.'],
          ]}
        />
      </DocSection>
    </div>
  );
}
