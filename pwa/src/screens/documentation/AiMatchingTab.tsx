import { MATCH_BANDS, MATCH_LABEL_THRESHOLDS } from '@shared/rules/match-labels.ts';
import {
  LOCATION_MISMATCH_SCORE,
  MATCH_WEIGHTS,
  NO_EDUCATION_SCORE,
  SPONSORSHIP_NOT_OFFERED_SCORE,
} from '@shared/scoring/match-weights.ts';
import { DocSection, FactTable, Points } from './DocSection.tsx';

/** How each part is scored, in the order of MATCH_WEIGHTS. */
const PARTS: Record<keyof typeof MATCH_WEIGHTS, { name: string; rule: string }> = {
  skills: {
    name: 'Skills',
    rule: "The share of the job's skills you have. A skill counts when one name contains the other (React and React Native) or when both are the same skill under another spelling (JS and JavaScript, k8s and Kubernetes).",
  },
  experience: {
    name: 'Experience',
    rule: 'The years your experience entries cover (overlapping roles counted once, a current role up to today) against the years the job asks for, capped at 100; 100 when the job asks for none.',
  },
  location: {
    name: 'Location',
    rule: `100 when the job is open to remote work or its location overlaps yours; otherwise ${LOCATION_MISMATCH_SCORE}.`,
  },
  workAuthorization: {
    name: 'Work authorization',
    rule: `100 unless you need visa sponsorship; then 100 if the job sponsors visas, otherwise ${SPONSORSHIP_NOT_OFFERED_SCORE}.`,
  },
  education: {
    name: 'Education',
    rule: `100 when your profile lists any education; otherwise ${NO_EDUCATION_SCORE}.`,
  },
};

/** '90+', '80-89', 'below 70': the range of each threshold in a list ordered from the highest. */
function ranges<T extends { min: number }>(thresholds: readonly T[]): string[] {
  return thresholds.map((t, i) => {
    if (i === 0) return `${t.min}+`;
    if (i === thresholds.length - 1) return `below ${thresholds[i - 1]!.min}`;
    return `${t.min}-${thresholds[i - 1]!.min - 1}`;
  });
}

/** The match score: its five weighted parts, the card labels and the AI-matching bands, from the scorer's own constants. */
export function AiMatchingTab() {
  const labelRanges = ranges(MATCH_LABEL_THRESHOLDS);
  const bandRanges = ranges(MATCH_BANDS);
  return (
    <div className="flex flex-col gap-6">
      <DocSection title="How a match score is made">
        <p>
          Every candidate and job pair gets a score from 0 to 100. Your device computes it from the profile and the job,
          so scores show offline and change the moment either side is edited. It adds up five parts, each scored from 0
          to 100 and weighted:
        </p>
        <FactTable
          caption="Match score weights"
          head={['Part and weight', 'How it is scored']}
          rows={(Object.keys(MATCH_WEIGHTS) as (keyof typeof MATCH_WEIGHTS)[]).map(
            (key) => [`${PARTS[key].name} ${MATCH_WEIGHTS[key]}%`, PARTS[key].rule] as const,
          )}
        />
        <p>The overall score is the weighted sum, rounded to a whole percent.</p>
      </DocSection>

      <DocSection title="Labels on job and candidate cards">
        <FactTable
          caption="Match labels"
          head={['Score', 'Label']}
          rows={MATCH_LABEL_THRESHOLDS.map((t, i) => [labelRanges[i]!, t.label] as const)}
        />
      </DocSection>

      <DocSection title="AI matching bands">
        <p>
          The AI matching page crosses candidates with jobs. Filter it by band, and sort it by the overall score or by
          any one part — skills, experience or location — to see who is strongest where it matters to you.
        </p>
        <FactTable
          caption="AI matching filter bands"
          head={['Band', 'Score and badge']}
          rows={MATCH_BANDS.map((b, i) => [b.filterLabel, `${bandRanges[i]}: ${b.badge}`] as const)}
        />
        <Points
          items={[
            'Each card also lists strengths, areas to review, and which of the job’s skills the candidate has or lacks.',
            'Scores are a guide to where to look first, not a decision: read the profile before you decide.',
          ]}
        />
      </DocSection>
    </div>
  );
}
