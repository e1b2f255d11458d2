import { describe, expect, it } from 'vitest';
import { classifyMediaError, describeMediaProblems } from './media-problems.ts';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('classifyMediaError', () => {
  it('maps getUserMedia failures to what a person can act on', () => {
    expect(classifyMediaError(domError('NotAllowedError'))).toBe('denied');
    expect(classifyMediaError(domError('NotFoundError'))).toBe('missing');
    expect(classifyMediaError(domError('NotReadableError'))).toBe('busy');
    expect(classifyMediaError({ name: 'OverconstrainedError' })).toBe('missing');
    expect(classifyMediaError(new TypeError('getUserMedia is not a function'))).toBe('unsupported');
    expect(classifyMediaError(undefined)).toBe('unsupported');
  });
});

describe('describeMediaProblems', () => {
  it('says nothing when both work', () => {
    expect(describeMediaProblems({})).toEqual([]);
  });

  it('offers audio only without a camera', () => {
    expect(describeMediaProblems({ camera: 'missing' })).toEqual(['No camera was found on this device.', 'You can join with audio only.']);
  });

  it('names a refused permission and how to allow it', () => {
    expect(describeMediaProblems({ camera: 'denied', microphone: 'denied' })[0]).toBe(
      "Access to your camera and microphone is blocked. Allow it in your browser's site settings, then try again.",
    );
  });

  it('tells a person without a microphone that they will not be heard', () => {
    expect(describeMediaProblems({ microphone: 'busy' })).toEqual([
      'Your microphone is in use by another app or could not be started.',
      'You can join with video only; the other person will not hear you.',
    ]);
  });

  it('two different problems get a line each', () => {
    expect(describeMediaProblems({ camera: 'missing', microphone: 'denied' })).toHaveLength(3);
  });
});
