import { describe, expect, it } from 'vitest';
import { makeProjectDoc } from './make-project-doc';
import { testProject, textClip, track, videoClip } from './make-test-project';
import { NOTO_FONTS } from './project-doc';
import { parseProjectDoc } from './parse-project-doc';

const doc = testProject([track('v', 'video', [videoClip('a', 0, 30)])]);

describe('parseProjectDoc', () => {
  it('accepts a new project and a stored one, through JSON', () => {
    const fresh = makeProjectDoc({ name: 'New', frameRate: { num: 30000, den: 1001 }, size: { width: 1920, height: 1080 } });
    expect(parseProjectDoc(JSON.parse(JSON.stringify(fresh)))).toEqual({ ok: true, value: fresh });
    expect(parseProjectDoc(JSON.parse(JSON.stringify(doc)))).toEqual({ ok: true, value: doc });
  });

  it.each([
    ['a frame rate of 0', { ...doc, frameRate: { num: 0, den: 1 } }, 'frameRate.num: expected an integer in [1, 1000000]'],
    ['a frame rate of 300', { ...doc, frameRate: { num: 300, den: 1 } }, 'frameRate: expected a rate from 1/1 to 240/1'],
    ['a fractional start', { ...doc, tracks: [track('v', 'video', [videoClip('a', 0.5, 30)])] }, 'tracks.0.clips.0.start: expected an integer in [0, 1000000000]'],
    ['an empty clip', { ...doc, tracks: [track('v', 'video', [videoClip('a', 0, 0)])] }, 'tracks.0.clips.0.duration: expected an integer in [1, 1000000000]'],
    ['an unknown font', { ...doc, tracks: [track('t', 'text', [textClip('a', 0, 30, 'Hi', { style: { ...textClip('a', 0, 1).style, font: 'Comic Sans' as never } })])] }, `tracks.0.clips.0.style.font: expected one of ${NOTO_FONTS.join(', ')}`],
    ['a video clip’s fields on a title', { ...doc, tracks: [track('t', 'text', [{ ...videoClip('a', 0, 1), kind: 'text' } as never])] }, 'tracks.0.clips.0.source: expected no such field'],
    ['an unknown clip kind', { ...doc, tracks: [track('v', 'video', [{ ...videoClip('a', 0, 30), kind: 'image' } as never])] }, 'tracks.0.clips.0.kind: expected one of video, audio, text'],
    ['a speed of 0', { ...doc, tracks: [track('v', 'video', [videoClip('a', 0, 30, 0, { speed: { ratio: { num: 0, den: 1 }, keepPitch: true } })])] }, 'tracks.0.clips.0.speed.ratio.num: expected an integer in [1, 10000]'],
    ['an extra field', { ...doc, colour: 'red' }, 'colour: expected no such field'],
  ])('refuses %s', (_, value, issue) => {
    const result = parseProjectDoc(value);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code === 'invalid_document' && result.error.issues).toContain(issue);
  });

  it('refuses a document that breaks a timeline rule, naming it', () => {
    const overlapping = testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 10, 30)])]);
    expect(parseProjectDoc(overlapping)).toEqual({ ok: false, error: { code: 'invalid_document', issues: ['overlap: v, a, b'] } });
  });
});
