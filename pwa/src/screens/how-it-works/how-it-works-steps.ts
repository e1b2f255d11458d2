/** The five steps of each side (spec: 5 for job seekers, 5 for employers); limits come from the catalog. */
import { FREE_LIMITS, INTERVIEW_JOIN_WINDOW_MS } from '@shared/catalog.ts';
import { APPLICATION_STATUS_LABELS } from '@shared/rules/application-status.ts';

export interface Step {
  title: string;
  text: string;
  link?: { href: string; label: string };
}

const STAGE_COUNT = Object.keys(APPLICATION_STATUS_LABELS).length;

export const CANDIDATE_STEPS: readonly Step[] = [
  {
    title: 'Create your free account',
    text: 'Sign up with your e-mail, phone or a sign-in pattern. No credit card required.',
    link: { href: '/?auth=signup', label: 'Sign up as a job seeker' },
  },
  {
    title: 'Build your profile',
    text: 'Add your experience, education, skills and work authorization. The completion bar shows what is still missing, and a complete profile scores better.',
  },
  {
    title: 'Get verified',
    text: 'Verify your ID, confirm a company e-mail with a 6-digit code and ask a former manager or colleague to vouch for you. Badges show employers you are who you say.',
  },
  {
    title: 'Apply to your best matches',
    text: `Every job shows a match score worked out on your device, best first. Apply with a cover letter, online or offline: up to ${FREE_LIMITS.applicationsPerDay} applications a day on the free plan, unlimited on Premium.`,
  },
  {
    title: 'Follow every stage to the offer',
    text: `Track each application through ${STAGE_COUNT} stages, message the employer, and join video interviews from ${INTERVIEW_JOIN_WINDOW_MS / 60_000} minutes before they start.`,
  },
];

export const EMPLOYER_STEPS: readonly Step[] = [
  {
    title: 'Set up your company profile',
    text: 'Tell candidates who you are: industry, size, location and what it is like to work with you. Confirm your company e-mail for a verified badge.',
    link: { href: '/?auth=signup', label: 'Sign up as an employer' },
  },
  {
    title: 'Post a job',
    text: `Describe the role; skill suggestions help you list what matters. Say whether you sponsor visas or hire remotely. ${FREE_LIMITS.jobPostingsPerMonth} postings a month are free.`,
  },
  {
    title: 'Review matched candidates',
    text: `Applicants and the talent pool arrive ranked by match score with five sub-scores. Open up to ${FREE_LIMITS.profileViewsPerMonth} profiles a month for free, unlimited on a paid plan.`,
  },
  {
    title: 'Interview on video',
    text: 'Schedule an interview from the application; the candidate is notified at once. Meet in the browser, with no other tool to buy.',
  },
  {
    title: 'Decide and hire',
    text: `Move each applicant through the ${STAGE_COUNT}-stage pipeline with a note. The candidate sees every change, so nobody is left waiting in silence.`,
  },
];
