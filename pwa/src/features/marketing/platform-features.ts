/**
 * The six platform features the feature comparison shows, in order (the compact variant takes the first three).
 * Figures that the product itself defines (score weights, pipeline stages, join window) are read from shared/
 * so the copy cannot drift from the behaviour; no figure here is a statistic nothing measures (decisions.md).
 */
import { INTERVIEW_JOIN_WINDOW_MS, PLANS, VIDEO_INTERVIEW_PLAN } from '@shared/catalog.ts';
import { APPLICATION_STATUS_LABELS } from '@shared/rules/application-status.ts';
import { MATCH_WEIGHTS } from '@shared/scoring/match-weights.ts';
import { CLAIMS, type Claim } from './marketing-claims.ts';
import type { MarketingIconName } from './MarketingIcon.tsx';

export interface PlatformFeature {
  id: string;
  title: string;
  icon: MarketingIconName;
  description: string;
  stat: Claim;
  /** How the same need is usually met elsewhere. */
  competitor: string;
  keyFeatures: readonly string[];
}

const PIPELINE_STAGES = Object.values(APPLICATION_STATUS_LABELS);
const JOIN_WINDOW_MINUTES = INTERVIEW_JOIN_WINDOW_MS / 60_000;

export const PLATFORM_FEATURES: readonly PlatformFeature[] = [
  {
    id: 'ai-matching',
    title: 'AI-assisted matching',
    icon: 'sparkles',
    description: `Every job and every candidate gets a score from skills (${MATCH_WEIGHTS.skills}%), experience (${MATCH_WEIGHTS.experience}%), location (${MATCH_WEIGHTS.location}%), work authorization (${MATCH_WEIGHTS.workAuthorization}%) and education (${MATCH_WEIGHTS.education}%), worked out on your own device.`,
    stat: { value: String(Object.keys(MATCH_WEIGHTS).length), label: 'readable sub-scores in every match' },
    competitor: 'Keyword search that never says why a job was shown',
    keyFeatures: [
      'Scores computed on your device, online or offline',
      'Five readable sub-scores instead of a black box',
      'Understands skill synonyms such as JS and JavaScript',
      'Sort matches by any sub-score',
    ],
  },
  {
    id: 'verification',
    title: 'Verification and vouching',
    icon: 'shield',
    description:
      'Government ID checked by a reviewer, company e-mail confirmed with a code, and professional references who vouch for the work they saw.',
    stat: { value: '3', label: 'checks: ID, company e-mail and references' },
    competitor: 'Self-reported profiles that nobody checks',
    keyFeatures: [
      'ID documents reviewed by a person, never cached on devices',
      'Company e-mail confirmed with a 6-digit code',
      'References confirm through a single-use link',
      'Badges show on profiles and applications',
    ],
  },
  {
    id: 'video-interviews',
    title: 'Built-in video interviews',
    icon: 'video',
    description:
      'Schedule an interview from the application, send the invitation in the same step, and meet in the browser. No separate video subscription.',
    stat: { value: CLAIMS.interviewToolSavings.value, label: 'a month you need not spend on an interview tool' },
    competitor: 'A separate video tool and calendar juggling',
    keyFeatures: [
      'Scheduling tied to the application',
      `Join from ${JOIN_WINDOW_MINUTES} minutes before the start`,
      'Invitations and changes arrive as notifications',
      `Included in ${PLANS[VIDEO_INTERVIEW_PLAN].name}`,
    ],
  },
  {
    id: 'culture-fit',
    title: 'Cultural-fit scoring',
    icon: 'users',
    description:
      'Team size, growth stage, remote policy and company size sit next to the skills match, so both sides see whether the way of working fits.',
    stat: { value: '4', label: 'ways of working shown beside the skills' },
    competitor: 'Skills-only keyword filters',
    keyFeatures: [
      'Team size and growth stage on job posts',
      'Remote-friendly roles marked clearly',
      'Company profiles with size and industry',
      'Messages before any interview, to ask what matters to you',
    ],
  },
  {
    id: 'visa-relocation',
    title: 'Visa and relocation support',
    icon: 'globe',
    description:
      'Jobs say up front whether they sponsor visas or accept remote work, and candidates who need sponsorship see sponsoring jobs ranked higher.',
    stat: { value: `${MATCH_WEIGHTS.workAuthorization}%`, label: 'of every match is work authorization' },
    competitor: 'Sponsorship discovered at the offer stage',
    keyFeatures: [
      'Filter jobs that sponsor visas',
      'Work authorization recorded once on your profile',
      'Remote-friendly and sponsoring jobs marked on every card',
      'Employers see authorization before they reach out',
    ],
  },
  {
    id: 'pipeline',
    title: `${PIPELINE_STAGES.length}-stage pipeline`,
    icon: 'pipeline',
    description: `Applications move through ${PIPELINE_STAGES.join(', ')}. Every change is kept with its time and note, and the candidate sees the same timeline.`,
    stat: { value: String(PIPELINE_STAGES.length), label: 'stages, every change kept with its note' },
    competitor: 'Spreadsheets and silent inboxes',
    keyFeatures: [
      'Every status change kept with its time and note',
      'Candidates see where they stand',
      'Review offline; changes sync when you reconnect',
      'Private review notes stay with the employer',
    ],
  },
];
