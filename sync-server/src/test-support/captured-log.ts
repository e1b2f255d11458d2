/** A logger whose lines a test reads back: every line parsed as JSON, and the raw text to scan for secrets. */
import { createLogger, type Logger } from '../observability/logger.ts';

export interface CapturedLog {
  log: Logger;
  lines: Record<string, any>[];
  text(): string;
}

export function captureLog(level: 'info' | 'debug' = 'info'): CapturedLog {
  const lines: Record<string, any>[] = [];
  let raw = '';
  const destination = {
    write(chunk: string) {
      raw += chunk;
      for (const line of chunk.split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, any>);
    },
  };
  return { log: createLogger(level, destination), lines, text: () => raw };
}
