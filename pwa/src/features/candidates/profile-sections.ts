/**
 * The tabs of /candidate-profile and where each completeness item is filled in, so the completion banner can
 * name what is missing in words and send the user to the right tab.
 */
import type { CompletenessItem } from '@shared/rules/profile-completeness.ts';

/** The six tabs, in order. */
export const PROFILE_TABS = ['profile', 'experience', 'education', 'skills', 'certifications', 'verification'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** Tab labels as the spec names them. */
export const PROFILE_TAB_LABELS: Record<ProfileTab, string> = {
  profile: 'Profile',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  certifications: 'Certifications',
  verification: 'Verification',
};

/** What a missing completeness item is called, and the tab where it is filled in. */
export const COMPLETENESS_ITEM_INFO: Record<CompletenessItem, { label: string; tab: ProfileTab }> = {
  firstName: { label: 'First name', tab: 'profile' },
  lastName: { label: 'Last name', tab: 'profile' },
  email: { label: 'Email', tab: 'profile' },
  phone: { label: 'Phone', tab: 'profile' },
  title: { label: 'Title', tab: 'profile' },
  bio: { label: 'Bio', tab: 'profile' },
  location: { label: 'Location', tab: 'profile' },
  salaryExpectation: { label: 'Salary expectation', tab: 'profile' },
  experience: { label: 'Work experience', tab: 'experience' },
  education: { label: 'Education', tab: 'education' },
  skills: { label: 'At least 3 skills', tab: 'skills' },
};
