import { describe, expect, it } from 'vitest';
import { getProjectDuration } from './get-project-duration';
import { audioClip, baseProject, testProject, textClip, track } from './make-test-project';

describe('getProjectDuration', () => {
  it.each([
    ['the end of the last clip of any track', baseProject(), 130],
    ['an empty project', testProject([track('v', 'video', [])]), 0],
    ['a sound that outlasts the picture', testProject([track('s', 'audio', [audioClip('a', 100, 50)])]), 150],
    ['a title after everything', testProject([track('t', 'text', [textClip('a', 10, 5)])]), 15],
  ])('is %s', (_, doc, frames) => {
    expect(getProjectDuration(doc)).toBe(frames);
  });
});
