import { PATTERN_RULES } from '@shared/catalog.ts';
import { useRef, type KeyboardEvent } from 'react';
import { cx } from '../../ui/index.ts';

const { cells: CELLS, columns: COLUMNS } = PATTERN_RULES;
const ROWS = CELLS / COLUMNS;

/** Where the arrow keys move focus in the grid; Home and End go to the first and last cell. */
function nextCell(from: number, key: string): number | null {
  const row = Math.floor(from / COLUMNS);
  const column = from % COLUMNS;
  if (key === 'ArrowRight') return column < COLUMNS - 1 ? from + 1 : from;
  if (key === 'ArrowLeft') return column > 0 ? from - 1 : from;
  if (key === 'ArrowDown') return row < ROWS - 1 ? from + COLUMNS : from;
  if (key === 'ArrowUp') return row > 0 ? from - COLUMNS : from;
  if (key === 'Home') return 0;
  if (key === 'End') return CELLS - 1;
  return null;
}

/**
 * The 4x4 pattern grid: 16 buttons named 'Point 1' to 'Point 16', pressed in order; each chosen point shows
 * its order number and a line joins them. Tab or the arrow keys move between points; Enter or Space picks one.
 */
export function PatternGrid({
  points,
  onPick,
  isDisabled = false,
  label,
}: {
  points: readonly number[];
  onPick: (cell: number) => void;
  isDisabled?: boolean;
  label: string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, cell: number) => {
    const target = nextCell(cell, event.key);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  const centre = (cell: number) => `${(cell % COLUMNS) + 0.5},${Math.floor(cell / COLUMNS) + 0.5}`;

  return (
    <div role="group" aria-label={label} className="relative mx-auto aspect-square w-full max-w-72 rounded-2xl bg-slate-100 p-2">
      <svg
        viewBox={`0 0 ${COLUMNS} ${ROWS}`}
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-2 size-[calc(100%-1rem)] text-brand-500"
        aria-hidden="true"
      >
        {points.length > 1 && (
          <polyline
            points={points.map(centre).join(' ')}
            fill="none"
            stroke="currentColor"
            strokeWidth="0.08"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        )}
      </svg>
      <div className="relative grid size-full grid-cols-4 grid-rows-4">
        {Array.from({ length: CELLS }, (_, cell) => {
          const order = points.indexOf(cell);
          const isPicked = order !== -1;
          return (
            <button
              key={cell}
              ref={(element) => {
                buttons.current[cell] = element;
              }}
              type="button"
              aria-label={`Point ${cell + 1}`}
              aria-pressed={isPicked}
              disabled={isDisabled}
              onKeyDown={(event) => onKeyDown(event, cell)}
              onClick={() => {
                if (!isPicked) onPick(cell);
              }}
              className="group flex items-center justify-center rounded-xl focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-not-allowed"
            >
              <span
                aria-hidden="true"
                className={cx(
                  'flex size-10 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors sm:size-11',
                  isPicked
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-400 bg-white text-slate-500 group-enabled:group-hover:border-brand-500',
                  isDisabled && !isPicked && 'border-slate-300 bg-slate-50',
                )}
              >
                {isPicked ? order + 1 : ''}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
