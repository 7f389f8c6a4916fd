import { describe, expect, it } from 'vitest';
import { getOutputFormat, type OutputFormat } from './get-output-format';

describe('getOutputFormat', () => {
  it.each<[string, OutputFormat]>([
    ['jobs/j1/final/output.mp4', 'mp4'],
    ['jobs/j1/final/output.webm', 'webm'],
    ['jobs/j1/final/output.mov', 'mov'],
    ['jobs/j1/final/output.WEBM', 'webm'],
    ['jobs/j1/final/output', 'mp4'],
    ['jobs/j1.webm/final/output', 'mp4'],
    ['jobs/j1/final/output.mkv', 'mp4'],
  ])('%s is %s', (key, format) => {
    expect(getOutputFormat(key)).toBe(format);
  });
});
