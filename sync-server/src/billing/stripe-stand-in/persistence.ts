/**
 * Keeps the state in one JSON file so `npm start`'s test mode remembers customers and subscriptions across
 * restarts. Writes go to a temp file renamed over the old one (a crash mid-write leaves the previous state),
 * one at a time, coalescing changes that arrive during a write into the next one.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { emptyState, type StandInState } from './store.ts';
import { processLogger } from '../../observability/logger.ts';

export async function loadState(statePath: string | undefined): Promise<StandInState> {
  if (!statePath) return emptyState();
  let text: string;
  try {
    text = await readFile(statePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
    throw error;
  }
  let parsed: Partial<StandInState>;
  try {
    parsed = JSON.parse(text) as Partial<StandInState>;
  } catch (error) {
    throw new Error(`stripe stand-in: ${statePath} is not valid JSON (${(error as Error).message}); move it away to start empty`);
  }
  if (parsed.version !== 1) throw new Error(`stripe stand-in: unknown state version in ${statePath}`);
  return { ...emptyState(), ...parsed } as StandInState;
}

export interface StateSaver {
  /** Schedule a write of the current state. */
  save(): void;
  /** Resolves once every scheduled write is on disk. */
  flush(): Promise<void>;
}

export function createStateSaver(state: StandInState, statePath: string | undefined): StateSaver {
  if (!statePath) return { save() {}, flush: () => Promise.resolve() };
  const path = statePath;
  let writing: Promise<void> | null = null;
  let isDirty = false;

  async function writeLoop(): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    while (isDirty) {
      isDirty = false;
      const temp = `${path}.${process.pid}.tmp`;
      await writeFile(temp, JSON.stringify(state), 'utf8');
      await rename(temp, path);
    }
    writing = null;
  }

  return {
    save() {
      isDirty = true;
      writing ??= writeLoop().catch((error: unknown) => {
        writing = null;
        processLogger().error({ err: error }, 'stripe stand-in: could not save its state');
      });
    },
    async flush() {
      while (writing) await writing;
    },
  };
}
