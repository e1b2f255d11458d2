import { describe, expect, it } from 'vitest';
import { INITIAL_CALL_STATE, describeCallPhase, reduceCallState, type CallEvent, type CallState } from './call-state.ts';

const run = (...events: CallEvent[]): CallState => events.reduce(reduceCallState, INITIAL_CALL_STATE);
const pc = (state: RTCPeerConnectionState): CallEvent => ({ type: 'peer-connection', state });

describe('reduceCallState', () => {
  it('waits for the other person, connects when they come and media flows', () => {
    expect(run().phase).toBe('waiting');
    expect(run({ type: 'peer-joined' }).phase).toBe('connecting');
    expect(run({ type: 'peer-joined' }, pc('connecting')).phase).toBe('connecting');
    expect(run({ type: 'peer-joined' }, pc('connecting'), pc('connected')).phase).toBe('connected');
  });

  it('reconnects after a blip: disconnected or failed after being connected, then connected again', () => {
    const up = [{ type: 'peer-joined' }, pc('connected')] as const;
    expect(run(...up, pc('disconnected')).phase).toBe('reconnecting');
    expect(run(...up, pc('failed')).phase).toBe('reconnecting');
    // The ICE restart passes through 'connecting' without looking like a first connection.
    expect(run(...up, pc('failed'), pc('connecting')).phase).toBe('reconnecting');
    expect(run(...up, pc('failed'), pc('connecting'), pc('connected')).phase).toBe('connected');
  });

  it('a failure before ever connecting is still connecting, not reconnecting', () => {
    expect(run({ type: 'peer-joined' }, pc('failed')).phase).toBe('connecting');
  });

  it('says when the other person left, and connects again when they come back', () => {
    const left = run({ type: 'peer-joined' }, pc('connected'), { type: 'peer-left' });
    expect(left.phase).toBe('peer-left');
    // The old connection closing afterwards does not hide that they left.
    expect(reduceCallState(left, pc('closed')).phase).toBe('peer-left');
    expect(reduceCallState(left, pc('failed')).phase).toBe('peer-left');
    expect(reduceCallState(left, { type: 'peer-joined' }).phase).toBe('connecting');
  });

  it('ignores the peer connection while nobody is there', () => {
    expect(run(pc('connected')).phase).toBe('waiting');
  });

  it('keeps the media state when only signaling drops', () => {
    const state = run({ type: 'signaling', isUp: true }, { type: 'peer-joined' }, pc('connected'), { type: 'signaling', isUp: false });
    expect(state).toEqual({ phase: 'connected', isSignalingUp: false });
  });

  it('leaving is final until rejoining; a closed room is final', () => {
    const left = run({ type: 'peer-joined' }, pc('connected'), { type: 'leave' });
    expect(left.phase).toBe('left');
    expect(reduceCallState(left, { type: 'peer-joined' }).phase).toBe('left');
    expect(reduceCallState(left, pc('connected')).phase).toBe('left');
    expect(reduceCallState(left, { type: 'rejoin' }).phase).toBe('waiting');

    const closed = run({ type: 'peer-joined' }, { type: 'closed', message: 'The interview was cancelled.' });
    expect(closed).toMatchObject({ phase: 'closed', closedMessage: 'The interview was cancelled.' });
    expect(reduceCallState(closed, { type: 'rejoin' }).phase).toBe('closed');
    expect(reduceCallState(closed, { type: 'peer-joined' }).phase).toBe('closed');
  });
});

describe('describeCallPhase', () => {
  it('uses the words of the room', () => {
    expect(describeCallPhase('connecting', 'Kai')).toBe('Connecting…');
    expect(describeCallPhase('connected', 'Kai')).toBe('Connected');
    expect(describeCallPhase('reconnecting', 'Kai')).toBe('Reconnecting…');
    expect(describeCallPhase('peer-left', 'Kai')).toBe('The other person left');
    expect(describeCallPhase('waiting', 'Kai Nguyen')).toBe('Waiting for Kai Nguyen to join…');
  });
});
