import { describe, expect, it } from 'vitest';
import { addTransition, type AddTransitionArgs } from './add-transition';
import type { EditError } from './edit-error';
import { audioClip, describeResult, testProject, textClip, track, transition, videoClip } from './make-test-project';
import type { Transition } from './project-doc';
import { removeTransition } from './remove-transition';

const doc = testProject([
  track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 12, 100), videoClip('c', 50, 30, 200)], [transition('old', 'a', 'b', 4)]),
  track('s', 'audio', [audioClip('x', 0, 30), audioClip('y', 30, 30, 100)]),
  track('t', 'text', [textClip('p', 0, 30), textClip('q', 30, 30)]),
]);

describe('addTransition', () => {
  it.each<[string, AddTransitionArgs, Transition[] | EditError]>([
    ['replaces the crossfade on a cut', { fromClipId: 'a', kind: 'crossfade', duration: 10 }, [{ id: 'x100', kind: 'crossfade', fromClipId: 'a', toClipId: 'b', duration: 10, direction: null }]],
    ['adds a wipe, leftwards by default', { fromClipId: 'a', kind: 'wipe', duration: 10 }, [{ id: 'x100', kind: 'wipe', fromClipId: 'a', toClipId: 'b', duration: 10, direction: 'left' }]],
    ['adds a dip to black as long as the shorter clip', { fromClipId: 'a', kind: 'dip_to_black', duration: 12, direction: 'up' }, [{ id: 'x100', kind: 'dip_to_black', fromClipId: 'a', toClipId: 'b', duration: 12, direction: null }]],
    ['refuses one longer than a clip', { fromClipId: 'a', kind: 'crossfade', duration: 13 }, { code: 'transition_too_long', transitionId: 'x100' }],
    ['refuses a clip with a gap after it', { fromClipId: 'b', kind: 'crossfade', duration: 4 }, { code: 'not_adjacent', clipId: 'b' }],
    ['refuses the last clip', { fromClipId: 'c', kind: 'crossfade', duration: 4 }, { code: 'not_adjacent', clipId: 'c' }],
    ['refuses a length of 0', { fromClipId: 'a', kind: 'crossfade', duration: 0 }, { code: 'invalid_argument', field: 'duration' }],
    ['refuses an unknown clip', { fromClipId: 'z', kind: 'crossfade', duration: 4 }, { code: 'clip_not_found', clipId: 'z' }],
  ])('%s', (_, args, expected) => {
    const result = addTransition(doc, args);
    expect(result.ok ? result.value.tracks[0]!.transitions : result.error).toEqual(expected);
  });

  it.each<[string, AddTransitionArgs, string | EditError]>([
    ['crossfades sound', { fromClipId: 'x', kind: 'crossfade', duration: 10 }, 'x@0+30:0 y@30+30:100'],
    ['dips sound to silence', { fromClipId: 'x', kind: 'dip_to_black', duration: 10 }, 'x@0+30:0 y@30+30:100'],
    ['refuses a wipe on sound', { fromClipId: 'x', kind: 'wipe', duration: 10 }, { code: 'transition_kind_invalid', transitionId: 'x100' }],
  ])('%s', (_, args, expected) => {
    expect(describeResult(addTransition(doc, args), ['s'])).toEqual(expected);
  });

  it('refuses a transition between titles (they have their own animations)', () => {
    expect(addTransition(doc, { fromClipId: 'p', kind: 'crossfade', duration: 4 })).toEqual({ ok: false, error: { code: 'transition_kind_invalid', transitionId: 'x100' } });
  });
});

describe('removeTransition', () => {
  it('makes the cut plain', () => {
    const result = removeTransition(doc, { transitionId: 'old' });
    expect(result.ok && result.value.tracks[0]!.transitions).toEqual([]);
  });

  it('refuses an unknown transition', () => {
    expect(removeTransition(doc, { transitionId: 'z' })).toEqual({ ok: false, error: { code: 'transition_not_found', transitionId: 'z' } });
  });
});
