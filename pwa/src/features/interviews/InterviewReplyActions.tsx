import { useState } from 'react';
import { checkInterviewReply } from '@shared/rules/interview-slots.ts';
import type { Interview, InterviewReply } from '@shared/schemas/interview.ts';
import { Button } from '../../ui/index.ts';
import { InterviewReplyDialog } from './InterviewReplyDialog.tsx';

/** The candidate's answers to an interview not yet started (issue 51): 'Ask for another time' and 'Decline'. */
export function InterviewReplyActions({ interview, now }: { interview: Interview; now: number }) {
  const [kind, setKind] = useState<InterviewReply['kind'] | null>(null);
  if (checkInterviewReply(interview, now)) return null;
  const asked = interview.candidateReply?.kind === 'reschedule';
  return (
    <>
      <Button variant="secondary" disabled={asked} onClick={() => setKind('reschedule')}>
        {asked ? 'Another time asked for' : 'Ask for another time'}
      </Button>
      <Button variant="ghost" onClick={() => setKind('decline')}>
        Decline
      </Button>
      <InterviewReplyDialog interview={interview} kind={kind} onClose={() => setKind(null)} />
    </>
  );
}

/** What the candidate answered, on either side's card: a pending request for another time, or the decline. */
export function InterviewReplyNotice({ interview, isEmployer }: { interview: Interview; isEmployer: boolean }) {
  const reply = interview.candidateReply;
  if (!reply) return null;
  const who = isEmployer ? interview.candidateName : 'You';
  const text =
    reply.kind === 'decline'
      ? `${who} declined this interview.`
      : isEmployer
        ? `${who} asked for another time. Set a new time, offer new times or cancel.`
        : `You asked for another time. ${interview.companyName} will answer; until then this time stands.`;
  return (
    <div className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" role="status" data-testid="interview-reply">
      <p>{text}</p>
      {reply.note && <p className="mt-1 whitespace-pre-wrap">“{reply.note}”</p>}
    </div>
  );
}
