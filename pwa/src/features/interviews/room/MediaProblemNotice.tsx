import { describeMediaProblems, type MediaProblems } from './media-problems.ts';

/** Why the camera or microphone is missing, and what joining means then. */
export function MediaProblemNotice({ problems, className }: { problems: MediaProblems; className?: string }) {
  const lines = describeMediaProblems(problems);
  if (lines.length === 0) return null;
  return (
    <div role="alert" className={`rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 ${className ?? ''}`}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
