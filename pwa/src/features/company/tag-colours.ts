/**
 * How each tag colour is drawn (issue 48): a text and background pair for the chip, and a swatch for the colour
 * picker, checked by tag-colours.test.ts to read at WCAG AA (4.5:1 for the chip's text, 3:1 for the swatch's
 * edge against the page), so axe finds no contrast issue whatever colour a company picks.
 */
import type { TagColour } from '@shared/schemas/company-tags.ts';

export interface TagColourPair {
  text: string;
  background: string;
  /** The picker's swatch: a solid dot on white. */
  swatch: string;
}

export const TAG_COLOUR_PAIRS: { readonly [C in TagColour]: TagColourPair } = {
  grey: { text: '#1e293b', background: '#e2e8f0', swatch: '#64748b' },
  red: { text: '#991b1b', background: '#fee2e2', swatch: '#dc2626' },
  orange: { text: '#9a3412', background: '#ffedd5', swatch: '#ea580c' },
  yellow: { text: '#713f12', background: '#fef9c3', swatch: '#a16207' },
  green: { text: '#166534', background: '#dcfce7', swatch: '#16a34a' },
  teal: { text: '#115e59', background: '#ccfbf1', swatch: '#0d9488' },
  blue: { text: '#1e40af', background: '#dbeafe', swatch: '#2563eb' },
  purple: { text: '#6b21a8', background: '#f3e8ff', swatch: '#9333ea' },
  pink: { text: '#9d174d', background: '#fce7f3', swatch: '#db2777' },
};

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
