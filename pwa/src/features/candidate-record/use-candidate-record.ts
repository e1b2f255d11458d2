/**
 * What the employer's device holds about one candidate, as live local reads: the profile as the server projected
 * it for this employer, the employer's jobs, this candidate's applications and interviews with this employer,
 * and their direct conversation. Nothing here asks the network, so the record opens offline.
 */
import { useActingUser } from '../company/use-acting-user.ts';
import { useMemo } from 'react';
import { candidateExperienceYears } from '@shared/rules/search-match.ts';
import { takeNewest } from '@shared/rules/recent-items.ts';
import { useDocs } from '../../db/hooks.ts';
import { useEmployerJobs, useOwnEmployer } from '../employer/use-own-employer.ts';
import { sortMessages } from '../messages/conversation-summary.ts';
import { findDirectConversation } from '../messages/start-conversation.ts';

/** Matches no document: the selector used while there is no id to look for. */
const NO_ID = '\u0000';

export function useCandidateRecord(candidateId: string) {
  const { user: member, employer, isLoading: isEmployerLoading } = useOwnEmployer();
  // The company's conversation with the candidate, for any of its admins and recruiters.
  const user = useActingUser(member);
  const employerId = employer?.id ?? NO_ID;
  const { docs: candidates, loading: candidateLoading } = useDocs('candidates', { id: candidateId });
  const candidate = candidates[0];
  const { jobs } = useEmployerJobs(employer?.id);
  const { docs: applicationDocs, loading: applicationsLoading } = useDocs('applications', { candidateId, employerId });
  const { docs: interviewDocs } = useDocs('interviews', { candidateId, employerId });
  const { docs: conversations } = useDocs('conversations', { kind: 'direct' });
  const conversation =
    user && candidate ? findDirectConversation(conversations, user.id, candidate.userId) : undefined;
  const { docs: messageDocs } = useDocs('messages', { conversationId: conversation?.id ?? NO_ID });

  const applications = useMemo(
    () => takeNewest(applicationDocs, (application) => application.appliedAt, applicationDocs.length),
    [applicationDocs],
  );
  const interviews = useMemo(
    () => takeNewest(interviewDocs, (interview) => interview.scheduledDateTime, interviewDocs.length),
    [interviewDocs],
  );
  const messages = useMemo(() => sortMessages(messageDocs), [messageDocs]);
  const years = useMemo(() => (candidate ? candidateExperienceYears(candidate, Date.now()) : undefined), [candidate]);

  return {
    user,
    employer,
    candidate,
    years,
    jobs,
    applications,
    interviews,
    conversation,
    messages,
    isLoading: isEmployerLoading || candidateLoading || (employer !== undefined && applicationsLoading),
  };
}
