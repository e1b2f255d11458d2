/**
 * Which upload categories each kind of account is offered. A résumé, a profile photo and a video introduction
 * are a job seeker's (they become links on the candidate profile, files/stored-files.ts); an employer keeps a
 * company's documents: a portfolio (brochure, case studies) and certificates. The upload form offers these and
 * the server refuses the others, so the two cannot drift.
 */
import type { FileCategory } from '../schemas/file-record.ts';
import type { UserType } from '../schemas/common.ts';

const CATEGORIES_BY_USER_TYPE = {
  candidate: ['resume', 'photo', 'portfolio', 'certificate', 'video'],
  employer: ['portfolio', 'certificate'],
} as const satisfies Record<UserType, readonly FileCategory[]>;

/** The upload categories offered to an account of `userType`, in the order the form lists them. */
export function fileCategoriesFor(userType: UserType): readonly FileCategory[] {
  return CATEGORIES_BY_USER_TYPE[userType];
}

/** Whether an account of `userType` may upload into `category`. */
export function canUploadInto(userType: UserType, category: FileCategory): boolean {
  return fileCategoriesFor(userType).includes(category);
}
