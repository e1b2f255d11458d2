/** Every replicated collection's rules, by name. */
import { accountRules } from './accounts.ts';
import { applicationRules } from './applications.ts';
import { candidateRules } from './candidates.ts';
import { employerRules } from './employers.ts';
import { interviewRules } from './interviews.ts';
import { jobRules } from './jobs.ts';
import { conversationRules, messageRules } from './messaging.ts';
import { fileRules, notificationRules, savedJobRules, verificationRules } from './owner-only.ts';
import type { RulesTable } from './types.ts';

export const RULES: RulesTable = {
  accounts: accountRules,
  employers: employerRules,
  jobs: jobRules,
  candidates: candidateRules,
  applications: applicationRules,
  conversations: conversationRules,
  messages: messageRules,
  interviews: interviewRules,
  notifications: notificationRules,
  files: fileRules,
  verifications: verificationRules,
  savedJobs: savedJobRules,
};
