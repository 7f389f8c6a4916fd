import { describe, expect, it } from 'vitest';
import { formatTimecode } from './format-timecode';
import { parseTimecode } from './parse-timecode';

const NTSC = { num: 30000, den: 1001 };
const FILM = { num: 24000, den: 1001 };
const PAL = { num: 25, den: 1 };

describe('formatTimecode', () => {
  it.each([
    [0, PAL, '00:00:00:00'],
    [24, PAL, '00:00:00:24'],
    [25, PAL, '00:00:01:00'],
    [90_000, PAL, '01:00:00:00'],
    [29, NTSC, '00:00:00:29'],
    [30, NTSC, '00:00:01:00'],
    // An hour of 29.97 is 107892 frames; non-drop timecode counts 30 a second, so it reads 59:56:12 (by design).
    [107_892, NTSC, '00:59:56:12'],
    [108_000, NTSC, '01:00:00:00'],
    [23, FILM, '00:00:00:23'],
    [24, FILM, '00:00:01:00'],
    [86_400 * 24, FILM, '24:00:00:00'],
    [360_000 * 30, { num: 30, den: 1 }, '100:00:00:00'],
    [-30, NTSC, '-00:00:01:00'],
    [59, { num: 60000, den: 1001 }, '00:00:00:59'],
  ])('writes frame %d at %j as %s', (frame, rate, timecode) => {
    expect(formatTimecode(frame, rate)).toBe(timecode);
    expect(parseTimecode(timecode, rate)).toBe(frame);
  });
});

describe('parseTimecode', () => {
  it.each([
    ['00:00:01:00', PAL, 25],
    [' 00:01:00:00 ', NTSC, 1800],
    ['00:00:00:25', PAL, null],
    ['00:00:00:30', NTSC, null],
    ['00:60:00:00', PAL, null],
    ['00:00:60:00', PAL, null],
    ['1:00:00:00', PAL, null],
    ['00:00:00', PAL, null],
    ['00:00:00;00', NTSC, null],
    ['aa:00:00:00', PAL, null],
  ])('reads %j at %j as %j', (text, rate, frame) => {
    expect(parseTimecode(text, rate)).toBe(frame);
  });
});
