/**
 * The microphone check's meter: how loud the microphone is right now, 0 to 1, read with a WebAudio analyser
 * a few times a second. `levelOf` is the pure arithmetic; the hook owns the AudioContext.
 */
import { useEffect, useState } from 'react';

/**
 * The level of one frame of time-domain samples (bytes centred on 128, as getByteTimeDomainData gives):
 * the root mean square, scaled so ordinary speech reaches the upper half of the meter.
 */
export function levelOf(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const centred = (samples[i]! - 128) / 128;
    sum += centred * centred;
  }
  return Math.min(1, Math.sqrt(sum / samples.length) * 4);
}

/** The level of `track` (a microphone), updated about ten times a second; 0 without one. */
export function useMicLevel(track: MediaStreamTrack | undefined): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!track || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      setLevel(track.enabled ? levelOf(samples) : 0);
    }, 100);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close();
      setLevel(0);
    };
  }, [track]);
  return level;
}
