/** The shape of the legal texts: the screens hold the words as data, the layouts in this folder render them. */

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: readonly string[] };

/** One numbered section of a full legal document; `id` is its anchor in the table of contents. */
export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

/** One point of a plain-language summary. */
export interface SummaryPoint {
  title: string;
  text: string;
}

/** When a legal text last changed; both versions of a document show the same date. */
export const LEGAL_LAST_UPDATED = 'November 22, 2026';
