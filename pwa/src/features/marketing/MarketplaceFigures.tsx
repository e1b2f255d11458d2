import { DESCRIPTIVE_CLAIMS, MATCH_SCORE_PROMISE } from './marketing-claims.ts';
import { StatStrip } from './StatStrip.tsx';
import { figureClaims, usePlatformFigures } from './use-platform-figures.ts';

/**
 * The marketplace's own counts from the server (kept on the device for offline visits) over the promise of a
 * readable score; before the device has ever had the counts, what the product does instead. Never an unmeasured
 * statistic (decisions.md, Matching you can trust).
 */
export function MarketplaceFigures({ tone, className }: { tone?: 'light' | 'dark'; className?: string }) {
  const figures = usePlatformFigures();
  return (
    <div className={className}>
      <StatStrip claims={figures ? figureClaims(figures) : DESCRIPTIVE_CLAIMS} tone={tone} />
      <p className={tone === 'dark' ? 'mt-3 text-center text-xs text-brand-100' : 'mt-3 text-center text-xs text-slate-600'}>
        {MATCH_SCORE_PROMISE}
      </p>
    </div>
  );
}
