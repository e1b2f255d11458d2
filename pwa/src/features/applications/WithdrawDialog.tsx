import { useState } from 'react';
import { WITHDRAW_TEXTS } from '@shared/messages.ts';
import { withdrawApplication } from '@shared/rules/application-withdraw.ts';
import type { Application } from '@shared/schemas/application.ts';
import { patchDoc } from '../../db/writes.ts';
import { Button, Dialog, Field, TextArea, toast } from '../../ui/index.ts';

/**
 * 'Withdraw': asks to confirm, with an optional reason, then writes the withdrawal on the device with the shared
 * rule (so it shows at once, offline too) and queues it; the server runs the same rule before storing it.
 */
export function WithdrawDialog({ application, open, onClose }: { application: Application; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const confirm = async () => {
    const outcome = withdrawApplication(application, reason, new Date());
    if (!outcome.ok) {
      toast({ title: outcome.reason, variant: 'destructive' });
      onClose();
      return;
    }
    setIsSaving(true);
    try {
      await patchDoc('applications', application.id, outcome.fields);
      toast({ title: WITHDRAW_TEXTS.done, variant: 'success' });
      onClose();
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={WITHDRAW_TEXTS.title}
      description={`${application.jobTitle} · ${application.companyName}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={isSaving} onClick={() => void confirm()}>
            {WITHDRAW_TEXTS.confirm}
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-slate-700">{WITHDRAW_TEXTS.description}</p>
      <Field label={WITHDRAW_TEXTS.reasonLabel}>
        <TextArea rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
    </Dialog>
  );
}
