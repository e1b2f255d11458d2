import { describe, expect, it } from 'vitest';
import { resolveRoomInterviewId } from './room-link.ts';

const interviews = [
  { id: 'iv-1', meetingLink: '/video-interviews?room=tok123' },
  { id: 'iv-2', meetingLink: '' },
];

describe('resolveRoomInterviewId', () => {
  it('finds the interview of a meeting link token', () => {
    expect(resolveRoomInterviewId('tok123', interviews)).toBe('iv-1');
  });

  it('takes anything else as the interview id (the server decides whether it is one of yours)', () => {
    expect(resolveRoomInterviewId('iv-2', interviews)).toBe('iv-2');
    expect(resolveRoomInterviewId('unknown', [])).toBe('unknown');
  });
});
