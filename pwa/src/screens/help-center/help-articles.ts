/**
 * The Help Center's articles, grouped by topic. Links point at real routes (decisions.md: /ai-matching and
 * /candidate-profile instead of the spec's /ai-matching-demo and /enhanced-candidate-profile).
 */
import {
  CODE_RULES,
  FREE_LIMITS,
  ID_DOCUMENT_MAX_BYTES,
  INTERVIEW_JOIN_WINDOW_MS,
  SUPPORT_TERMS,
  TRIAL_DAYS,
  UPLOAD_MAX_BYTES,
} from '@shared/catalog.ts';
import { MATCH_WEIGHTS } from '@shared/scoring/match-weights.ts';

const MB = 1024 * 1024;

export const HELP_TOPICS = ['Getting started', 'Profiles and verification', 'Jobs and matching', 'Interviews and messages', 'Plans and billing', 'Account and privacy'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

export interface HelpArticle {
  id: string;
  topic: HelpTopic;
  title: string;
  body: string;
  /** Extra words people search with that the text does not use. */
  keywords?: string;
  link?: { href: string; label: string };
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'how-it-works',
    topic: 'Getting started',
    title: 'How does HireSync work?',
    body: 'Job seekers build one profile, get verified and apply to jobs ranked by match score. Employers post jobs, review ranked applicants, interview on video and move people through a 7-stage pipeline.',
    keywords: 'overview start begin',
    link: { href: '/how-it-works', label: 'See how HireSync works' },
  },
  {
    id: 'offline',
    topic: 'Getting started',
    title: 'Can I use HireSync offline?',
    body: 'Yes. After you sign in once, every screen opens without a connection. What you do offline is kept on your device and sent when you are back online; the status in the top bar shows how many changes are waiting.',
    keywords: 'no internet connection sync install app pwa',
  },
  {
    id: 'candidate-profile',
    topic: 'Profiles and verification',
    title: 'How do I complete my candidate profile?',
    body: 'Fill in the Profile tab (name, location, bio of at least 50 characters, work authorization, salary expectation) and add experience, education, at least 3 skills and certifications. The completion banner shows what is missing.',
    keywords: 'resume cv skills experience education',
    link: { href: '/candidate-profile', label: 'Open your candidate profile' },
  },
  {
    id: 'verification',
    topic: 'Profiles and verification',
    title: 'How does verification work?',
    body: `There are three checks. ID: upload a driver’s license, passport, state ID, green card or work visa; a reviewer checks it within 24-48 hours. Company e-mail: we send a ${CODE_RULES.length}-digit code to it. Reference: we send your reference a single-use link to confirm.`,
    keywords: 'verify badge id passport reference vouch trust',
    link: { href: '/id-verification', label: 'Go to verification' },
  },
  {
    id: 'files',
    topic: 'Profiles and verification',
    title: 'Which files can I upload?',
    body: `Résumés (.pdf, .doc, .docx), photos (.jpg, .png), portfolio items and certificates (.pdf, .jpg, .png) and video introductions (.mp4, .mov, .avi), up to ${UPLOAD_MAX_BYTES / MB}MB each. ID documents for verification can be up to ${ID_DOCUMENT_MAX_BYTES / MB}MB.`,
    keywords: 'upload resume cv photo video size',
  },
  {
    id: 'match-score',
    topic: 'Jobs and matching',
    title: 'How is my match score calculated?',
    body: `Your device compares your profile with each job: skills ${MATCH_WEIGHTS.skills}%, experience ${MATCH_WEIGHTS.experience}%, location ${MATCH_WEIGHTS.location}%, work authorization ${MATCH_WEIGHTS.workAuthorization}% and education ${MATCH_WEIGHTS.education}%. 90 and above is an Excellent Match, 80-89 Great, 70-79 Good, below 70 Fair.`,
    keywords: 'ai score percentage ranking algorithm',
    link: { href: '/ai-matching', label: 'Explore AI matching' },
  },
  {
    id: 'visa',
    topic: 'Jobs and matching',
    title: 'How do I find jobs that sponsor visas?',
    body: 'Set your work authorization on your profile, then filter jobs for visa sponsorship. If you need sponsorship, jobs that offer it score higher in your matches.',
    keywords: 'visa sponsorship relocation h1b opt remote abroad',
  },
  {
    id: 'post-job',
    topic: 'Jobs and matching',
    title: 'How do I post a job?',
    body: `Complete your company profile first, then add the title, a description of at least 100 characters, location, salary range, job type and skills; Get Suggestions proposes skills from your title and description. Free plans include ${FREE_LIMITS.jobPostingsPerMonth} postings a month.`,
    keywords: 'employer hire create listing vacancy',
    link: { href: '/job-posting', label: 'Post a job' },
  },
  {
    id: 'interviews',
    topic: 'Interviews and messages',
    title: 'How do video interviews work?',
    body: `Employers schedule an interview from an application and the candidate is notified. Both sides can join in the browser from ${INTERVIEW_JOIN_WINDOW_MS / 60_000} minutes before the start; upcoming and past interviews are listed on the Interviews page.`,
    keywords: 'video call meeting schedule',
    link: { href: '/video-interviews', label: 'Open your interviews' },
  },
  {
    id: 'messages',
    topic: 'Interviews and messages',
    title: 'Who can I message?',
    body: 'Employers can message candidates; candidates can reply and message employers they have applied to. Press Enter to send and Shift+Enter for a new line. Messages written offline are sent when you reconnect.',
    keywords: 'chat contact conversation inbox',
  },
  {
    id: 'plans',
    topic: 'Plans and billing',
    title: 'What do the paid plans include?',
    body: `Candidate Premium removes the ${FREE_LIMITS.applicationsPerDay}-applications-a-day limit and adds search priority and advanced matching. Employer plans add unlimited postings and profile views, video interviews and advanced search. Every paid plan starts with a ${TRIAL_DAYS}-day free trial.`,
    keywords: 'price cost premium subscription upgrade trial',
    link: { href: '/pricing', label: 'Compare plans and prices' },
  },
  {
    id: 'cancel',
    topic: 'Plans and billing',
    title: 'How do I cancel my subscription?',
    body: 'Cancel anytime from your plan page in the app. Your plan keeps working until the end of the period you paid for and is not renewed. There are no cancellation fees.',
    keywords: 'cancel stop refund downgrade',
  },
  {
    id: 'contact-details',
    topic: 'Account and privacy',
    title: 'Who can see my contact details?',
    body: 'Employers see your name, title, location, skills and experience. Your e-mail, phone and documents only after you apply to one of their jobs or reply to their message.',
    keywords: 'privacy email phone visible hidden',
    link: { href: '/privacy', label: 'Read our privacy summary' },
  },
  {
    id: 'delete-account',
    topic: 'Account and privacy',
    title: 'How do I export my data or delete my account?',
    body: 'Both are in Settings: export downloads everything as a JSON file, and deleting your account removes it from our servers and from every device that held a copy.',
    keywords: 'gdpr remove close download export',
  },
  {
    id: 'contact-support',
    topic: 'Account and privacy',
    title: 'How do I contact support?',
    body: `E-mail ${SUPPORT_TERMS.email}, ${SUPPORT_TERMS.hours}. Critical issues are answered in under ${SUPPORT_TERMS.responseHours.critical} hours.`,
    keywords: 'help contact email problem bug',
    link: { href: '/support', label: 'Visit the support page' },
  },
];
