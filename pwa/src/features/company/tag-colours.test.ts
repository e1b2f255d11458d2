import { describe, expect, it } from 'vitest';
import { TAG_COLOURS } from '@shared/schemas/company-tags.ts';
import { TAG_COLOUR_PAIRS, contrastRatio } from './tag-colours.ts';

describe('tag colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Known pair: #767676 on white is the lightest grey that passes AA (4.54).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 1);
    expect(() => contrastRatio('red', '#ffffff')).toThrow();
  });

  it.each(TAG_COLOURS)('%s: chip text reads at AA on its background and on white, the swatch stands out on white', (colour) => {
    const pair = TAG_COLOUR_PAIRS[colour];
    expect(contrastRatio(pair.text, pair.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(pair.text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(pair.swatch, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('draws each colour differently', () => {
    expect(new Set(TAG_COLOURS.map((c) => TAG_COLOUR_PAIRS[c].background)).size).toBe(TAG_COLOURS.length);
  });
});
