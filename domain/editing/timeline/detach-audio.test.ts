import { describe, expect, it } from 'vitest';
import { detachAudio } from './detach-audio';
import { audioClip, baseProject, describeResult, testProject, testSource, track, unwrap, videoClip } from './make-test-project';
import type { AudioClip, VideoClip } from './project-doc';

describe('detachAudio', () => {
  it('gives a video clip’s sound its own linked clip on a free audio track', () => {
    const doc = unwrap(detachAudio(baseProject(), { clipId: 'c' }));
    expect(describeResult({ ok: true, value: doc }, ['v', 's'])).toBe('a@0+30:0 b@30+60:100 c@100+30:300 | m@0+50:0 c101@100+30:300');
    const [picture, sound] = [doc.tracks[0]!.clips[2] as VideoClip, doc.tracks[2]!.clips[1] as AudioClip];
    expect(picture.audio).toBeNull();
    expect(picture.linkId).toBe('l100');
    expect(sound.linkId).toBe('l100');
    expect(sound.audio).toEqual({ volume: { value: 0, keyframes: [] }, muted: false, fadeIn: 0, fadeOut: 0 });
  });

  it('adds an audio track when none is free there', () => {
    const doc = unwrap(detachAudio(baseProject(), { clipId: 'a' }));
    expect(doc.tracks.map((t) => `${t.id}:${t.kind}:${t.name}`)).toEqual(['v:video:v', 't:text:t', 's:audio:s', 'tr102:audio:Audio 2']);
    expect(describeResult({ ok: true, value: doc }, ['tr102'])).toBe('c101@0+30:0');
  });

  it('keeps the sound’s speed, volume and fades', () => {
    const clip = videoClip('a', 0, 30, 0, {
      speed: { ratio: { num: 2, den: 1 }, keepPitch: false },
      audio: { volume: { value: -6, keyframes: [{ frame: 3, value: -12, easing: 'linear' }] }, muted: false, fadeIn: 4, fadeOut: 5 },
    });
    const doc = unwrap(detachAudio(testProject([track('v', 'video', [clip]), track('s', 'audio', [])]), { clipId: 'a' }));
    expect(doc.tracks[1]!.clips[0]).toMatchObject({ speed: clip.speed, audio: clip.audio, in: 0, start: 0, duration: 30 });
  });

  it.each([
    ['a title', 't1'],
    ['a sound clip', 'm'],
  ])('refuses %s', (_, clipId) => {
    expect(detachAudio(baseProject(), { clipId })).toEqual({ ok: false, error: { code: 'no_audio', clipId } });
  });

  it('refuses a silent clip and sound already detached', () => {
    const doc = testProject([track('v', 'video', [videoClip('a', 0, 30, 0, { source: testSource({ hasAudio: false }), audio: null })]), track('s', 'audio', [audioClip('b', 40, 10)])]);
    expect(detachAudio(doc, { clipId: 'a' })).toEqual({ ok: false, error: { code: 'no_audio', clipId: 'a' } });
    const once = unwrap(detachAudio(baseProject(), { clipId: 'c' }));
    expect(detachAudio(once, { clipId: 'c' })).toEqual({ ok: false, error: { code: 'no_audio', clipId: 'c' } });
    expect(detachAudio(once, { clipId: 'zz' })).toEqual({ ok: false, error: { code: 'clip_not_found', clipId: 'zz' } });
  });
});
