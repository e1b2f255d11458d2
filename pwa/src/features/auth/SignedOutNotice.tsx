/**
 * In the sign-in dialog after this device was signed out under it: why, and what became of the writes it had
 * not sent (decisions.md: never lost silently). Kept ones are sent when the same user signs in again here, or
 * discarded; their content is not shown, since whoever holds the device now may be someone else.
 */
import { useSnapshot } from 'valtio';
import { SIGNED_OUT_MESSAGES } from '@shared/schemas/signed-out.ts';
import { setSignedOutNotice, signedOut } from '../../state/signed-out-notice.ts';
import { Button } from '../../ui/index.ts';

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

export function SignedOutNotice() {
  const { notice } = useSnapshot(signedOut);
  if (!notice) return null;
  // Loaded on use: a signed-out visit otherwise loads no database code.
  const discard = () =>
    void import('../../db/unsent-drafts.ts')
      .then(({ discardUnsent }) => discardUnsent(notice.userId))
      .then(() => setSignedOutNotice({ ...notice, unsent: 0 }));
  return (
    <div role="alert" className="mb-4 space-y-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="signed-out-notice">
      <p className="font-medium">{SIGNED_OUT_MESSAGES[notice.reason]}</p>
      {notice.unsent > 0 && (
        <div className="space-y-2" data-testid="unsent-drafts">
          <p>
            <span className="font-medium">Not sent: you were signed out.</span> {changes(notice.unsent)} made on this device{' '}
            {notice.unsent === 1 ? 'is' : 'are'} kept, and sent when {notice.email || 'the same account'} signs in again here.
          </p>
          <Button size="sm" variant="ghost" onClick={discard}>
            Discard
          </Button>
        </div>
      )}
      {notice.discarded > 0 && (
        <p>
          {changes(notice.discarded)} not sent yet {notice.discarded === 1 ? 'was' : 'were'} discarded with the account.
        </p>
      )}
    </div>
  );
}
