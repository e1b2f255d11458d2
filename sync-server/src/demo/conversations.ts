/**
 * Direct conversations between candidates and the employers they applied to: employers write to people whose
 * application they like, some candidates follow up on one that has had no answer.
 */
import type { Faker } from '@faker-js/faker';
import { DAY, HOUR, MINUTE, after } from './clock.ts';
import { candidateScript, employerScript, type ChatContext } from './conversation-text.ts';
import { fakerFor } from './random.ts';
import type { ApplicationPlan, ConversationPlan } from './types.ts';

const PHASE = 5;

function pairOf(application: ApplicationPlan): string {
  return `${application.candidate.user.email}|${application.job.company.user.email}`;
}

function planConversation(faker: Faker, application: ApplicationPlan, now: Date, full: boolean): ConversationPlan | null {
  const considered = application.steps.find((s) => s.status === 'considered');
  const byEmployer = !!considered;
  const context: ChatContext = {
    candidateFirstName: application.candidate.user.firstName,
    employerFirstName: application.job.company.user.firstName,
    jobTitle: application.job.posting.title,
    companyName: application.job.company.profile.companyName,
  };
  const script = byEmployer ? employerScript(faker, context) : candidateScript(faker, context);
  const length = full ? script.length : faker.number.int({ min: 2, max: script.length });
  let at = byEmployer
    ? after(considered.at, faker.number.int({ min: 1, max: 20 }) * HOUR)
    : after(application.appliedAt, faker.number.int({ min: 3, max: 7 }) * DAY);
  const messages = script.slice(0, length).map((line, i) => {
    if (i > 0) at = after(at, faker.number.int({ min: 15, max: 28 * 60 }) * MINUTE);
    return { id: faker.string.uuid(), ...line, at };
  });
  const sent = messages.filter((m) => m.at.getTime() < now.getTime() - 5 * MINUTE);
  const id = faker.string.uuid();
  if (!sent.length) return null;
  return { id, application, openedByCandidate: !byEmployer, openedAt: after(sent[0]!.at, -MINUTE), messages: sent };
}

/** One conversation per candidate-employer pair at most; the demo pair always talks. */
export function planConversations(applications: readonly ApplicationPlan[], now: Date): ConversationPlan[] {
  const pairs = new Set<string>();
  const conversations: ConversationPlan[] = [];
  const isDemoPair = (a: ApplicationPlan) => a.candidate.isDemo && a.job.company.isDemo;
  const ordered = [...applications.filter(isDemoPair), ...applications.filter((a) => !isDemoPair(a))];
  for (const [index, application] of ordered.entries()) {
    const faker = fakerFor([PHASE, index]);
    const hasNews = application.steps.some((s) => s.status === 'considered');
    const isQuiet = application.steps.every((s) => s.status === 'viewed');
    const chance = isDemoPair(application) ? 1 : hasNews ? 0.45 : isQuiet ? 0.12 : 0;
    const wants = faker.datatype.boolean({ probability: chance });
    if (!wants || pairs.has(pairOf(application))) continue;
    const conversation = planConversation(faker, application, now, isDemoPair(application));
    if (!conversation) continue;
    pairs.add(pairOf(application));
    conversations.push(conversation);
  }
  return conversations;
}
