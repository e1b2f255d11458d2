/**
 * The demo company's tags on candidates (issue 48): a few tags on some of its applicants, written the way a
 * recruiter's device does (an application pushed with `tags`, which makes the tags by name and puts them on
 * each of the candidate's applications to the company), so a visitor sees them on the board and in Find Talent.
 * The same on every start: the choice depends only on the plan's order, the ids on the company and the name.
 */
import { createHash } from 'node:crypto';
import type { TagColour } from '@shared/schemas/company-tags.ts';
import { pushAs, viewAs } from './device-writes.ts';
import type { ApplicationPlan, MarketplacePlan } from './types.ts';
import { groupBy, viewerFor, type DemoWriter } from './write-listings.ts';

const TAGS: { name: string; colour: TagColour }[] = [
  { name: 'Strong portfolio', colour: 'green' },
  { name: 'Referral', colour: 'purple' },
  { name: 'Relocation needed', colour: 'orange' },
  { name: 'Follow up', colour: 'blue' },
];

/** Which tags the n-th applicant carries: about every second one, one or two tags each. */
const TAGGING: number[][] = [[0], [], [1, 3], [], [2], [0, 3], [], [3]];

/** A tag's id, fixed by the company and its name (UUID-shaped, as a device would make one). */
function tagId(companyEmail: string, name: string): string {
  const hex = createHash('sha256').update(`demo-tag:${companyEmail}:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Tag some applicants of the demo company, after the pipeline moves (each push assumes the current copy). */
export async function writeTags({ db, viewers }: DemoWriter, plan: MarketplacePlan, now: Date): Promise<void> {
  const company = plan.companies.find((c) => c.isDemo);
  if (!company) return;
  const viewer = viewerFor(viewers, company.user);
  const applicants = [...groupBy(plan.applications.filter((a) => a.job.company === company), (a) => a.candidate).values()];
  for (const [index, applications] of applicants.entries()) {
    const chosen = TAGGING[index % TAGGING.length]!;
    if (!chosen.length) continue;
    const first = applications[0] as ApplicationPlan;
    const assumed = await viewAs(db, viewer, 'applications', first.id);
    const tags = chosen.map((i) => ({ id: tagId(company.user.email, TAGS[i]!.name), ...TAGS[i]! }));
    // A moment after everything else the plan wrote, in the past: the clock of the rules. One candidate at a
    // time: the push also rewrites that candidate's other applications to the company.
    await pushAs(db, viewer, 'applications', [{ doc: { ...assumed, tags }, at: new Date(now.getTime() - 60_000 + index), assumed }]);
  }
}
