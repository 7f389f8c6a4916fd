import { describe, expect, it } from 'vitest';
import { getActiveItems } from './get-active-items';
import { audioClip, baseProject, testProject, testSource, textClip, track, transition, videoClip } from './make-test-project';
import type { ProjectDoc } from './project-doc';

const summarise = (doc: ProjectDoc, frame: number) =>
  getActiveItems(doc, frame).map(
    (t) =>
      `${t.trackId}:` +
      t.clips.map((c) => `${c.clip.id}${c.sourceFrame === null ? '' : `@${c.sourceFrame}`}${c.audible ? '♪' : ''}`).join('+') +
      (t.transition ? ` ${t.transition.kind} ${t.transition.mix.num}/${t.transition.mix.den}` : ''),
  );

// Start: v: a@0+30:0 b@30+60:100 c@100+30:300; t: t1@10+40; s: m@0+50:0.
describe('getActiveItems', () => {
  it.each([
    [0, ['v:a@0♪', 's:m@0♪']],
    [10, ['v:a@10♪', 't:t1', 's:m@10♪']],
    [29, ['v:a@29♪', 't:t1', 's:m@29♪']],
    [30, ['v:b@100♪', 't:t1', 's:m@30♪']],
    [50, ['v:b@120♪']],
    [95, []],
    [129, ['v:c@329♪']],
    [130, []],
  ])('at frame %d shows %j', (frame, expected) => {
    expect(summarise(baseProject(), frame)).toEqual(expected);
  });

  const crossfade = testProject([track('v', 'video', [videoClip('a', 0, 30, 0), videoClip('b', 30, 30, 100)], [transition('x', 'a', 'b', 4)])]);
  it.each([
    [27, ['v:a@27♪']],
    [28, ['v:a@28♪+b@98♪ crossfade 1/5']],
    [29, ['v:a@29♪+b@99♪ crossfade 2/5']],
    [30, ['v:a@30♪+b@100♪ crossfade 3/5']],
    [31, ['v:a@31♪+b@101♪ crossfade 4/5']],
    [32, ['v:b@102♪']],
  ])('mixes a 4-frame crossfade centred on the cut: at %d %j', (frame, expected) => {
    expect(summarise(crossfade, frame)).toEqual(expected);
  });

  it('holds the first source frame where an incoming clip has no handle', () => {
    const doc = testProject([track('v', 'video', [videoClip('a', 0, 30, 500), videoClip('b', 30, 30, 0)], [transition('x', 'a', 'b', 5)])]);
    expect(summarise(doc, 28)).toEqual(['v:a@528♪+b@0♪ crossfade 1/6']);
  });

  it('holds the last source frame where an outgoing clip has no handle', () => {
    const doc = testProject([track('v', 'video', [videoClip('a', 0, 30, 970), videoClip('b', 30, 30, 0)], [transition('x', 'a', 'b', 6)])]);
    expect(summarise(doc, 32)).toEqual(['v:a@999♪+b@2♪ crossfade 6/7']);
  });

  it('maps through speed and rates', () => {
    const film = videoClip('a', 0, 250, 0, { source: testSource({ rate: { num: 24000, den: 1001 } }), speed: { ratio: { num: 1, den: 2 }, keepPitch: true } });
    const doc = testProject([track('v', 'video', [film])], { frameRate: { num: 30000, den: 1001 } });
    expect([0, 1, 2, 3, 4, 5, 249].map((f) => getActiveItems(doc, f)[0]!.clips[0]!.sourceFrame)).toEqual([0, 0, 0, 1, 1, 2, 99]);
  });

  it('hears nothing from a muted track or clip, and sees nothing on a hidden track', () => {
    const doc = testProject([
      track('v', 'video', [videoClip('a', 0, 30)], [], { hidden: true }),
      track('w', 'video', [videoClip('b', 0, 30, 0, { audio: { volume: { value: 0, keyframes: [] }, muted: true, fadeIn: 0, fadeOut: 0 } })]),
      track('s', 'audio', [audioClip('c', 0, 30)], [], { muted: true }),
      track('t', 'text', [textClip('d', 0, 30)], [], { hidden: true }),
    ]);
    expect(getActiveItems(doc, 5).map((t) => [t.trackId, t.visible, t.clips[0]!.audible])).toEqual([
      ['v', false, true],
      ['w', true, false],
    ]);
  });
});
