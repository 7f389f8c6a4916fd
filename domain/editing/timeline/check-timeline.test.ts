import { describe, expect, it } from 'vitest';
import { checkTimeline } from './check-timeline';
import type { TimelineIssue } from './edit-error';
import { audioClip, testProject, testSource, textClip, track, transition, videoClip } from './make-test-project';
import type { ProjectDoc } from './project-doc';

const keyframes = (...frames: number[]) => ({ value: 0, keyframes: frames.map((frame) => ({ frame, value: 0, easing: 'linear' as const })) });

const cases: [string, ProjectDoc, TimelineIssue[]][] = [
  ['a valid timeline', testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 30, 100)], [transition('x', 'a', 'b', 10)]), track('t', 'text', [textClip('t1', 0, 20)])]), []],
  ['a duplicate id', testProject([track('v', 'video', [videoClip('a', 0, 30)]), track('a', 'audio', [])]), [{ code: 'duplicate_id', id: 'a' }]],
  ['a clip of the wrong kind', testProject([track('v', 'video', [audioClip('a', 0, 30)])]), [{ code: 'clip_kind_mismatch', trackId: 'v', clipId: 'a' }]],
  ['a video clip of a sound file', testProject([track('v', 'video', [videoClip('a', 0, 30, 0, { source: testSource({ hasVideo: false }) })])]), [{ code: 'source_kind_mismatch', clipId: 'a' }]],
  ['sound from a silent file', testProject([track('v', 'video', [videoClip('a', 0, 30, 0, { source: testSource({ hasAudio: false }) })])]), [{ code: 'source_kind_mismatch', clipId: 'a' }]],
  ['unsorted clips', testProject([track('v', 'video', [videoClip('b', 30, 30), videoClip('a', 0, 30)])]), [{ code: 'clips_unsorted', trackId: 'v' }]],
  ['overlapping clips', testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 29, 30)])]), [{ code: 'overlap', trackId: 'v', clipIds: ['a', 'b'] }]],
  ['touching clips', testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 30)])]), []],
  ['a negative in point', testProject([track('v', 'video', [videoClip('a', 0, 30, -1)])]), [{ code: 'out_of_source_range', clipId: 'a' }]],
  ['an out point past the source', testProject([track('v', 'video', [videoClip('a', 0, 30, 971)])]), [{ code: 'out_of_source_range', clipId: 'a' }]],
  ['an out point at the source’s end', testProject([track('v', 'video', [videoClip('a', 0, 30, 970)])]), []],
  ['a source of unknown length', testProject([track('v', 'video', [videoClip('a', 0, 30, 5000, { source: testSource({ frames: null }) })])]), []],
  ['fades longer than the clip', testProject([track('v', 'video', [videoClip('a', 0, 30, 0, { fadeIn: 20, fadeOut: 11 })])]), [{ code: 'fades_too_long', clipId: 'a' }]],
  ['title animations longer than the title', testProject([track('t', 'text', [textClip('a', 0, 10, 'x', { animationIn: { kind: 'fade', duration: 6 }, animationOut: { kind: 'fade', duration: 6 } })])]), [{ code: 'fades_too_long', clipId: 'a' }]],
  ['keyframes out of order', testProject([track('v', 'video', [videoClip('a', 0, 30, 0, { transform: { ...videoClip('a', 0, 1).transform, x: keyframes(5, 5) } })])]), [{ code: 'keyframes_unsorted', clipId: 'a', param: 'transform.x' }]],
  ['a keyframe past the clip', testProject([track('a', 'audio', [audioClip('c', 0, 30, 0, { audio: { volume: keyframes(0, 30), muted: false, fadeIn: 0, fadeOut: 0 } })])]), [{ code: 'keyframe_outside_clip', clipId: 'c', param: 'audio.volume' }]],
  ['a transition across a gap', testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 31, 30)], [transition('x', 'a', 'b', 10)])]), [{ code: 'transition_not_adjacent', transitionId: 'x' }]],
  ['a transition backwards', testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 30)], [transition('x', 'b', 'a', 10)])]), [{ code: 'transition_not_adjacent', transitionId: 'x' }]],
  ['a transition to a missing clip', testProject([track('v', 'video', [videoClip('a', 0, 30)], [transition('x', 'a', 'b', 10)])]), [{ code: 'transition_not_adjacent', transitionId: 'x' }]],
  ['a transition longer than a clip', testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 8)], [transition('x', 'a', 'b', 10)])]), [{ code: 'transition_too_long', transitionId: 'x' }]],
  ['a transition as long as the shorter clip', testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 10)], [transition('x', 'a', 'b', 10)])]), []],
  // Centred transitions each no longer than the clip between them can never overlap inside it.
  ['two transitions filling a clip', testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 10), videoClip('c', 40, 30)], [transition('x', 'a', 'b', 9), transition('y', 'b', 'c', 10)])]), []],
  ['two transitions on one cut', testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 30)], [transition('x', 'a', 'b', 10), transition('y', 'a', 'b', 4)])]), [{ code: 'transition_duplicate', transitionId: 'y' }]],
  ['a wipe on an audio track', testProject([track('a', 'audio', [audioClip('c', 0, 30), audioClip('d', 30, 30)], [transition('x', 'c', 'd', 10, 'wipe')])]), [{ code: 'transition_kind_invalid', transitionId: 'x' }]],
  ['a transition between titles', testProject([track('t', 'text', [textClip('c', 0, 30), textClip('d', 30, 30)], [transition('x', 'c', 'd', 10)])]), [{ code: 'transition_kind_invalid', transitionId: 'x' }]],
  ['a wipe without a direction', testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 30)], [{ ...transition('x', 'a', 'b', 10, 'wipe'), direction: null }])]), [{ code: 'transition_kind_invalid', transitionId: 'x' }]],
  ['a link of one clip', testProject([track('v', 'video', [videoClip('a', 0, 30, 0, { linkId: 'l1' })])]), [{ code: 'link_invalid', linkId: 'l1' }]],
  ['a linked picture and sound', testProject([track('v', 'video', [videoClip('a', 0, 30, 0, { linkId: 'l1', audio: null })]), track('s', 'audio', [audioClip('b', 0, 30, 0, { linkId: 'l1' })])]), []],
];

describe('checkTimeline', () => {
  it.each(cases)('checks %s', (_, doc, issues) => {
    expect(checkTimeline(doc)).toEqual(issues);
  });
});
