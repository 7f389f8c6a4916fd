import { describe, expect, it } from 'vitest';
import { buildCaptionCues, formatAss, formatCaptionJson, formatSrt, formatVtt, getOutputWords } from './build-caption-cues';
import type { Word } from './understanding';

const words = (text: string, start = 0, step = 0.4): Word[] => text.split(' ').map((t, i) => ({ text: t, startS: start + i * step, endS: start + i * step + step * 0.8, confidence: 0.9 }));

describe('caption cues', () => {
  it('splits on words within the line length and line count, never inside a word', () => {
    const all = words('the quick brown fox jumps over the lazy dog while the cat watches from a very comfortable chair');
    const cues = buildCaptionCues(all, { maxLineChars: 16, maxLines: 2, maxGapS: 1, minCueS: 0.5 });
    for (const cue of cues) {
      expect(cue.lines.length).toBeLessThanOrEqual(2);
      for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(16);
      expect(cue.lines.join(' ')).toBe(cue.words.map((w) => w.text).join(' '));
    }
    expect(cues.flatMap((c) => c.words.map((w) => w.text))).toEqual(all.map((w) => w.text));
  });

  it('has no zero-length or overlapping cues, even for zero-length words', () => {
    const all: Word[] = [
      { text: 'a', startS: 1, endS: 1, confidence: 1 },
      { text: 'b', startS: 3, endS: 3, confidence: 1 },
      { text: 'c', startS: 3.2, endS: 3.2, confidence: 1 },
    ];
    const cues = buildCaptionCues(all, { maxLineChars: 1, maxLines: 1, maxGapS: 1, minCueS: 0.5 });
    for (let i = 0; i < cues.length; i++) {
      expect(cues[i]!.endS).toBeGreaterThan(cues[i]!.startS);
      if (i > 0) expect(cues[i]!.startS).toBeGreaterThanOrEqual(cues[i - 1]!.endS);
    }
  });

  it('starts a new cue after a long pause', () => {
    const cues = buildCaptionCues([...words('hello there'), ...words('after pause', 5)]);
    expect(cues.map((c) => c.lines.join(' '))).toEqual(['hello there', 'after pause']);
  });

  it('moves words to output time through the kept clips and drops cut words', () => {
    const clips = [{ decisionId: 0, startS: 2, endS: 4, inputIndex: 0, description: '', outputStartS: 0 }, { decisionId: 1, startS: 10, endS: 11, inputIndex: 0, description: '', outputStartS: 2 }];
    const out = getOutputWords([{ text: 'x', startS: 2.5, endS: 3, confidence: 1 }, { text: 'cut', startS: 6, endS: 7, confidence: 1 }, { text: 'y', startS: 10.2, endS: 10.6, confidence: 1 }], clips);
    expect(out.map((w) => [w.text, Number(w.startS.toFixed(3)), Number(w.endS.toFixed(3))])).toEqual([['x', 0.5, 1], ['y', 2.2, 2.6]]);
  });

  it('formats SRT, VTT, JSON and karaoke ASS', () => {
    const cues = buildCaptionCues(words('hello world'));
    expect(formatSrt(cues)).toBe('1\n00:00:00,000 --> 00:00:00,720\nhello world\n');
    expect(formatVtt(cues)).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:00.720\nhello world\n');
    expect(JSON.parse(formatCaptionJson(cues, 'en')).cues[0].words[1]).toEqual({ text: 'world', start: 0.4, end: 0.72, confidence: 0.9 });
    const ass = formatAss(cues, { width: 1280, height: 720 });
    expect(ass).toContain('PlayResX: 1280');
    expect(ass).toMatch(/Dialogue: 0,0:00:00\.00,0:00:00\.72,Default,,0,0,0,,\{\\k32\}hello\{\\k8\} \{\\k32\}world\n/);
  });
});
