import { describe, expect, it } from 'vitest';
import { parseCallSignal, routeSignal, type CallSignal } from './signal-routing.ts';

const offer: RTCSessionDescriptionInit = { type: 'offer', sdp: 'v=0' };

describe('routeSignal', () => {
  it('answers an announcement from a new session, and takes an answer without replying again', () => {
    expect(routeSignal({ kind: 'hello', data: { session: 'b1' } }, 'a1', undefined)).toEqual({ type: 'peer-joined', session: 'b1', reply: true });
    expect(routeSignal({ kind: 'hello', data: { session: 'b1', to: 'a1' } }, 'a1', undefined)).toEqual({ type: 'peer-joined', session: 'b1', reply: false });
  });

  it('a hello from the current peer session changes nothing (both announced at once)', () => {
    expect(routeSignal({ kind: 'hello', data: { session: 'b1', to: 'a1' } }, 'a1', 'b1')).toEqual({ type: 'ignore' });
    expect(routeSignal({ kind: 'hello', data: { session: 'b1' } }, 'a1', 'b1')).toEqual({ type: 'ignore' });
  });

  it('a reload of the other person (a new session) starts over', () => {
    expect(routeSignal({ kind: 'hello', data: { session: 'b2' } }, 'a1', 'b1')).toEqual({ type: 'peer-joined', session: 'b2', reply: true });
  });

  it('ignores answers and descriptions meant for an earlier visit of ours', () => {
    expect(routeSignal({ kind: 'hello', data: { session: 'b1', to: 'a0' } }, 'a1', undefined)).toEqual({ type: 'ignore' });
    const old: CallSignal = { kind: 'description', data: { session: 'b1', to: 'a0', description: offer } };
    expect(routeSignal(old, 'a1', 'b1')).toEqual({ type: 'ignore' });
    expect(routeSignal({ kind: 'candidate', data: { session: 'b1', to: 'a0', candidate: null } }, 'a1', 'b1')).toEqual({ type: 'ignore' });
  });

  it('applies descriptions and candidates of the current peer session', () => {
    const signal: CallSignal = { kind: 'description', data: { session: 'b1', to: 'a1', description: offer } };
    expect(routeSignal(signal, 'a1', 'b1')).toEqual({ type: 'apply', signal });
  });

  it('an offer naming us from a session not yet known starts that peer, then applies', () => {
    const signal: CallSignal = { kind: 'description', data: { session: 'b2', to: 'a1', description: offer } };
    expect(routeSignal(signal, 'a1', 'b1')).toEqual({ type: 'peer-joined', session: 'b2', reply: false, afterwards: signal });
  });

  it('only the current peer session leaving ends the call', () => {
    expect(routeSignal({ kind: 'bye', data: { session: 'b1' } }, 'a1', 'b1')).toEqual({ type: 'peer-left' });
    expect(routeSignal({ kind: 'bye', data: { session: 'b0' } }, 'a1', 'b1')).toEqual({ type: 'ignore' });
  });
});

describe('parseCallSignal', () => {
  it('reads the four kinds and drops malformed ones', () => {
    expect(parseCallSignal('hello', { session: 'b1' })).toEqual({ kind: 'hello', data: { session: 'b1' } });
    expect(parseCallSignal('bye', { session: 'b1', extra: 1 })).toEqual({ kind: 'bye', data: { session: 'b1' } });
    expect(parseCallSignal('candidate', { session: 'b1', to: 'a1', candidate: null })).toEqual({
      kind: 'candidate',
      data: { session: 'b1', to: 'a1', candidate: null },
    });
    expect(parseCallSignal('description', { session: 'b1', to: 'a1', description: offer })?.kind).toBe('description');
    expect(parseCallSignal('description', { session: 'b1', description: offer })).toBeNull();
    expect(parseCallSignal('hello', null)).toBeNull();
    expect(parseCallSignal('hello', { session: 3 })).toBeNull();
    expect(parseCallSignal('shout', { session: 'b1', to: 'a1' })).toBeNull();
  });
});
