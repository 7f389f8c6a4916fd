import { describe, expect, it } from 'vitest';
import { planTranscriptionChunks } from './plan-transcription-chunks';

// A talk: 3 s phrases with 1 s pauses, for `totalS` seconds.
const talk = (totalS: number) => Array.from({ length: Math.floor(totalS / 4) }, (_, i) => ({ startS: i * 4, endS: i * 4 + 3 }));
const isInPause = (t: number, voice: { startS: number; endS: number }[]) => voice.every((v) => t <= v.startS || t >= v.endS);

describe('planTranscriptionChunks', () => {
  it('keeps a short input whole', () => {
    expect(planTranscriptionChunks(talk(30), 30, 2)).toEqual([{ startS: 0, endS: 30 }]);
    expect(planTranscriptionChunks(talk(600), 600, 1)).toEqual([{ startS: 0, endS: 600 }]);
  });

  it('cuts a long talk into contiguous chunks of about equal length, only inside pauses', () => {
    const voice = talk(600);
    for (const parts of [2, 3, 4, 8]) {
      const chunks = planTranscriptionChunks(voice, 600, parts);
      expect(chunks).toHaveLength(parts);
      expect(chunks[0]!.startS).toBe(0);
      expect(chunks[chunks.length - 1]!.endS).toBe(600);
      chunks.slice(1).forEach((c, i) => expect(c.startS).toBe(chunks[i]!.endS));
      for (const c of chunks.slice(1)) expect(isInPause(c.startS, voice)).toBe(true);
      for (const c of chunks) expect(Math.abs(c.endS - c.startS - 600 / parts)).toBeLessThanOrEqual(4);
    }
  });

  it('does not cut speech that never pauses', () => {
    expect(planTranscriptionChunks([{ startS: 0, endS: 300 }], 300, 4)).toEqual([{ startS: 0, endS: 300 }]);
  });

  it('makes fewer chunks when they would be shorter than the minimum', () => {
    expect(planTranscriptionChunks(talk(50), 50, 8, 20)).toHaveLength(2);
  });

  it('cuts in the silence before late speech rather than inside it', () => {
    // Silence for 100 s, then speech: the only pause is before the speech starts.
    const chunks = planTranscriptionChunks([{ startS: 0, endS: 2 }, { startS: 100, endS: 160 }], 160, 2);
    expect(chunks).toEqual([{ startS: 0, endS: 51 }, { startS: 51, endS: 160 }]);
  });
});
