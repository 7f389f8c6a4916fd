import { describe, expect, it } from 'vitest';
import type { EditError } from './edit-error';
import { baseProject, textClip, unwrap } from './make-test-project';
import type { Clip } from './project-doc';
import { updateClip, type ClipChanges } from './update-clip';

const style = textClip('x', 0, 1).style;

describe('updateClip', () => {
  it.each<[string, string, ClipChanges, Partial<Clip> | EditError]>([
    ['retypes a title', 't1', { text: 'Hello' }, { text: 'Hello' }],
    ['restyles a title', 't1', { style: { ...style, font: 'Noto Serif', box: { colour: '#000000', opacity: 0.5, padding: 0.2 } } }, { style: { ...style, font: 'Noto Serif', box: { colour: '#000000', opacity: 0.5, padding: 0.2 } } }],
    ['grades a clip', 'b', { colour: { exposure: 0.5, contrast: 0.1, saturation: -0.2, temperature: 0.3 } }, { colour: { exposure: 0.5, contrast: 0.1, saturation: -0.2, temperature: 0.3 } }],
    ['fades a clip', 'b', { fadeIn: 10, fadeOut: 20 }, { fadeIn: 10, fadeOut: 20 }],
    ['mutes a sound clip', 'm', { audio: { volume: { value: -6, keyframes: [] }, muted: true, fadeIn: 0, fadeOut: 0 } }, { audio: { volume: { value: -6, keyframes: [] }, muted: true, fadeIn: 0, fadeOut: 0 } }],
    ['refuses a font that is not shipped', 't1', { style: { ...style, font: 'Arial' as never } }, { code: 'invalid_document', issues: [`tracks.1.clips.0.style.font: expected one of Noto Sans, Noto Serif, Noto Sans Display, Noto Serif Display, Noto Sans Mono, Noto Sans Arabic, Noto Naskh Arabic, Noto Sans Hebrew, Noto Sans Devanagari, Noto Sans Thai, Noto Sans CJK SC, Noto Serif CJK SC`] }],
    ['refuses fades longer than the clip', 'b', { fadeIn: 40, fadeOut: 21 }, { code: 'fades_too_long', clipId: 'b' }],
    ['refuses a keyframe past the clip', 'a', { transform: { ...(baseProject().tracks[0]!.clips[0] as Extract<Clip, { kind: 'video' }>).transform, x: { value: 0, keyframes: [{ frame: 30, value: 1, easing: 'linear' }] } } }, { code: 'keyframe_outside_clip', clipId: 'a', param: 'transform.x' }],
    ['refuses an exposure out of range', 'b', { colour: { exposure: 9, contrast: 0, saturation: 0, temperature: 0 } }, { code: 'invalid_document', issues: ['tracks.0.clips.1.colour.exposure: expected a number in [-5, 5]'] }],
    ['refuses moving a clip this way', 'b', { start: 5 } as never, { code: 'invalid_argument', field: 'start' }],
    ['refuses a field of another kind of clip', 't1', { fadeIn: 5 } as never, { code: 'invalid_argument', field: 'fadeIn' }],
    ['refuses an unknown clip', 'z', { text: 'x' }, { code: 'clip_not_found', clipId: 'z' }],
  ])('%s', (_, clipId, changes, expected) => {
    const result = updateClip(baseProject(), { clipId, changes });
    if ('code' in expected) expect(result).toEqual({ ok: false, error: expected });
    else expect(unwrap(result).tracks.flatMap((t) => t.clips).find((c) => c.id === clipId)).toMatchObject(expected);
  });
});
