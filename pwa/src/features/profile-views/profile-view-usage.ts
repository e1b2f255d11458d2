/**
 * A free employer's full-profile views this month (decisions.md: 10 a UTC month, paid plans unlimited): the
 * server's last answer, kept on the device for showing usage and for the offline pre-check with the shared
 * rule, and the call that opens a full profile. The server decides; this only mirrors it.
 */
import { proxy } from 'valtio';
import { checkProfileViewLimit, type UsageCheck } from '@shared/rules/usage-limits.ts';
import { profileViewUsageSchema, type ProfileOpenAnswer, type ProfileViewUsage } from '@shared/schemas/profile-views.ts';
import { keepAnswer, readKeptAnswer } from '../../db/kept-answers.ts';
import { answer, api } from '../../sync/api-client.ts';

const KEPT_KEY = 'profile-view-usage';

/** The last known usage per user (undefined: not known on this device yet). */
export const profileViewState = proxy<{ byUser: Record<string, ProfileViewUsage | undefined> }>({ byUser: {} });

function remember(userId: string, usage: ProfileViewUsage): void {
  profileViewState.byUser[userId] = usage;
  void keepAnswer(KEPT_KEY, usage).catch(() => {});
}

/** Load the usage kept on the device, then ask the server (quietly keeping the kept one when offline). */
export async function loadProfileViewUsage(userId: string): Promise<void> {
  if (!profileViewState.byUser[userId]) {
    const kept = profileViewUsageSchema.safeParse(await readKeptAnswer(KEPT_KEY).catch(() => undefined));
    if (kept.success && !profileViewState.byUser[userId]) profileViewState.byUser[userId] = kept.data;
  }
  try {
    remember(userId, await answer(api.candidates['profile-views'].$get()));
  } catch {
    // Offline or signed out: the kept usage stands, and the server checks again when a profile is opened.
  }
}

/** Open a full profile on the server (counted on the free plan); the full copy then arrives by replication. */
export async function openFullProfile(userId: string, candidateId: string): Promise<ProfileOpenAnswer> {
  const answered = await answer(api.candidates[':candidateId'].view.$post({ param: { candidateId: encodeURIComponent(candidateId) } }));
  remember(userId, answered.usage);
  return answered;
}

/**
 * The usage now by the shared rule: unlimited on a paid plan in force, else this month's first views from the
 * last known usage (a new month counts from zero even offline). Null when the device knows nothing yet.
 */
export function profileViewCheck(usage: { readonly viewedAt: readonly string[] } | undefined, isPaidPlan: boolean, now: Date): UsageCheck | null {
  if (isPaidPlan) return checkProfileViewLimit({ plan: 'employer-professional', actionTimes: [], now });
  if (!usage) return null;
  return checkProfileViewLimit({ plan: 'free', actionTimes: usage.viewedAt, now });
}

/** 'N of 10 free profile views left this month'. */
export function profileViewsLeftText(check: UsageCheck): string {
  return `${check.remaining ?? 0} of ${check.limit ?? 0} free profile views left this month`;
}
