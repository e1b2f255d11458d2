import { useId } from 'react';
import { CAPABILITY_NOTICES } from '../../features/plans/capabilities.ts';
import { CapabilityNotice } from '../../features/plans/CapabilityNotice.tsx';
import { Button } from '../../ui/index.ts';

/**
 * The submit row of the ID form. The server has no POST /api/verification/id yet (documents need uploads and a
 * reviewer), so the button is disabled and the line beside it says why; the fields still validate as filled in.
 */
export function UnavailableSubmit({ label }: { label: string }) {
  const noticeId = useId();
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:col-span-2">
      <CapabilityNotice id={noticeId}>{CAPABILITY_NOTICES.idVerification}</CapabilityNotice>
      <Button type="submit" disabled aria-describedby={noticeId} className="w-full sm:w-fit sm:self-end">
        {label}
      </Button>
    </div>
  );
}
