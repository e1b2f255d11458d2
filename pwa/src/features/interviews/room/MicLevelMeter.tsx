import { useMicLevel } from './mic-level.ts';

/** The microphone check: a bar that moves with one's voice. */
export function MicLevelMeter({ track }: { track: MediaStreamTrack | undefined }) {
  const level = useMicLevel(track);
  const percent = Math.round(level * 100);
  return (
    <div className="flex items-center gap-3">
      <span className="text-sm text-slate-600" id="mic-level-label">
        Microphone level
      </span>
      <div
        role="meter"
        aria-labelledby="mic-level-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-emerald-500 transition-[width] duration-100" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
