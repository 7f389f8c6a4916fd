import { describe, expect, it } from 'vitest';
import { FALLBACK_FILE_NAME, MAX_FILE_NAME_LENGTH, sanitizeFileName } from './sanitize-file-name';

describe('sanitizeFileName', () => {
  it.each([
    ['holiday.mp4', 'holiday.mp4'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system32\\clip.mp4', 'clip.mp4'],
    ['/absolute/path/clip.mov', 'clip.mov'],
    ['..', FALLBACK_FILE_NAME],
    ['.hidden.mp4', 'hidden.mp4'],
    ['name/', FALLBACK_FILE_NAME],
    ['a\u0000b\nc\r\td.mp4', 'ab c d.mp4'],
    ['bell\u0007\u001b[31mred.mp4', 'bell[31mred.mp4'],
    ['c1\u0085\u009bcontrol.mp4', 'c1control.mp4'],
    ['evil\u202Egpj.exe', 'evilgpj.exe'],
    ['iso\u2066late\u2069d\u200F.mp4', 'isolated.mp4'],
    ['zero\u200Bwidth\uFEFF.mp4', 'zerowidth.mp4'],
    ['  many    spaces  .mp4  ', 'many spaces .mp4'],
    ['\u202E\u0000', FALLBACK_FILE_NAME],
    ['', FALLBACK_FILE_NAME],
    ['cafe\u0301.mp4', 'café.mp4'],
    ['مرحبا.mp4', 'مرحبا.mp4'],
  ])('%j becomes %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('caps the length and keeps the extension', () => {
    const name = sanitizeFileName(`${'x'.repeat(500)}.mp4`);
    expect(name).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('.mp4')).toBe(true);
  });

  it('never cuts an emoji in half', () => {
    const name = sanitizeFileName('😀'.repeat(200));
    expect(Array.from(name)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name).toBe('😀'.repeat(MAX_FILE_NAME_LENGTH));
  });
});
