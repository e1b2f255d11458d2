import { useState } from 'react';
import type { Interview } from '@shared/schemas/interview.ts';
import { useDoc } from '../../db/hooks.ts';
import { ApplyDialog } from '../applications/ApplyDialog.tsx';
import { useApplicationLimit, useMyApplications } from '../applications/use-my-applications.ts';
import { useMyCandidate } from '../candidates/use-my-candidate.ts';
import { Button } from '../../ui/index.ts';

/**
 * An invitation to interview for a job the candidate never applied to (issue 51): accepting is applying to it
 * (source 'invited'; the employer then sees the application and the contact details), declining shares nothing.
 */
export function InvitationAccept({ interview }: { interview: Interview }) {
  const { user, candidate } = useMyCandidate();
  const { applications } = useMyApplications(candidate?.id);
  const limit = useApplicationLimit(user?.id ?? '', applications);
  const job = useDoc('jobs', interview.jobId);
  const [isApplying, setIsApplying] = useState(false);
  const open = interview.status === 'scheduled' || interview.status === 'proposed';
  if (interview.applicationId || !open || applications.some((a) => a.jobId === interview.jobId && a.status !== 'withdrawn')) return null;
  return (
    <div className="mt-3 rounded-xl border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900" data-testid="interview-invitation">
      <p>
        {interview.companyName} found your profile and invites you to interview for {interview.jobTitle}. Accept to apply and share your contact
        details with them; decline and nothing is shared.
      </p>
      <Button className="mt-2" size="sm" disabled={!job} onClick={() => setIsApplying(true)}>
        Accept Invitation
      </Button>
      <ApplyDialog source="invited" job={isApplying && job ? job : null} candidate={candidate} matchScore={undefined} limit={limit} onClose={() => setIsApplying(false)} />
    </div>
  );
}
