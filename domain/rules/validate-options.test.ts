import { describe, expect, it } from 'vitest';
import { getTool } from '../catalogue/get-tool';
import { fitOptionsToInput, getRangeOptionMax, validateOptions } from './validate-options';

describe('validateOptions', () => {
  it.each<[number, string | null]>([
    [1, null],
    [10, null],
    [0, 'out_of_range'],
    [11, 'out_of_range'],
    [5.5, 'not_on_step'],
    [Number.NaN, 'not_a_number'],
  ])('sharpening strength %s: %s', (strength, reason) => {
    const result = validateOptions(getTool('video_sharpener'), { strength });
    if (reason === null) expect(result).toEqual({ options: { strength, method: 'unsharp' }, errors: [] });
    else expect(result.errors).toEqual([{ code: 'option_invalid', params: { option: 'strength', reason } }]);
  });

  it('rejects a string for a range option', () => {
    expect(validateOptions(getTool('video_sharpener'), { strength: '5' }).errors[0]?.params?.reason).toBe('not_a_number');
  });

  it.each<[unknown, boolean]>([['mosaic', true], ['pixelate', false], [1, false]])('face blurring mode %j valid: %s', (mode, valid) => {
    expect(validateOptions(getTool('face_anonymizer'), { mode }).errors.length === 0).toBe(valid);
  });

  it.each<[unknown, boolean]>([[true, true], [false, true], ['true', false]])('editor captions %j valid: %s', (captions, valid) => {
    expect(validateOptions(getTool('highlight_video_maker'), { captions }).errors.length === 0).toBe(valid);
  });

  it('rejects unknown options', () => {
    expect(validateOptions(getTool('video_sharpener'), { radius: 3 }).errors).toEqual([
      { code: 'option_invalid', params: { option: 'radius', reason: 'unknown' } },
    ]);
  });

  it('fills every default where the tool allows it', () => {
    expect(validateOptions(getTool('highlight_video_maker'), {}).options).toEqual({
      selection: 'ai', outputLengthS: 60, order: 'time', removeSilence: true, captions: false, captionStyle: 'clean', aspect: 'source', layout: 'crop', music: 'none',
      speed: '1', speedParts: 'quiet', speedSound: 'drop', title: '', lowerThird: '',
    });
  });

  it('takes a title in any script up to its length, one line only', () => {
    const editor = getTool('highlight_video_maker');
    expect(validateOptions(editor, { title: 'رحلة إلى البحر', lowerThird: '東京 2026' }).errors).toEqual([]);
    expect(validateOptions(editor, { title: 'x'.repeat(81) }).errors).toEqual([{ code: 'option_invalid', params: { option: 'title', reason: 'too_long' } }]);
    expect(validateOptions(editor, { title: 'two\nlines' }).errors).toEqual([{ code: 'option_invalid', params: { option: 'title', reason: 'not_printable' } }]);
    expect(validateOptions(editor, { lowerThird: 42 }).errors).toEqual([{ code: 'option_invalid', params: { option: 'lowerThird', reason: 'not_a_text' } }]);
  });

  it('requires an explicit choice where the tool says so, and fills options marked not required', () => {
    expect(validateOptions(getTool('slow_mo'), {})).toEqual({
      options: { mode: 'slowmo', audio: 'stretch' },
      errors: [{ code: 'option_required', params: { option: 'factor' } }],
    });
  });

  it('asks for the background picture when the background is a picture, and not otherwise', () => {
    const remover = getTool('auto_video_background_remover');
    expect(validateOptions(remover, { background: 'image' }).errors).toEqual([{ code: 'option_required', params: { option: 'background_image' } }]);
    expect(validateOptions(remover, { background: 'image', background_image: null }).errors).toEqual([{ code: 'option_required', params: { option: 'background_image' } }]);
    expect(validateOptions(remover, { background: 'image', background_image: { fileId: 'file-1', key: 'uploads/file-1' } }).errors).toEqual([]);
    expect(validateOptions(remover, { background: 'green' }).errors).toEqual([]);
  });

  it("asks face blurring for the user's picture once 'Your picture' is the cover image, and not for the built-in ones", () => {
    const faces = getTool('face_anonymizer');
    expect(validateOptions(faces, { mode: 'image', image: 'upload' }).errors).toEqual([{ code: 'option_required', params: { option: 'cover_picture' } }]);
    expect(validateOptions(faces, { mode: 'image', image: 'upload', cover_picture: { fileId: 'file-2', key: 'uploads/file-2' } }).errors).toEqual([]);
    expect(validateOptions(faces, { mode: 'image', image: 'star' }).errors).toEqual([]);
    expect(validateOptions(faces, { mode: 'image' }).errors).toEqual([]);
    // "Your picture" chosen, then a plain blur: the picture is no longer offered, so not asked for.
    expect(validateOptions(faces, { mode: 'blur', image: 'upload' }).errors).toEqual([]);
  });
});

describe('the AI video editor\'s target length', () => {
  const editor = getTool('highlight_video_maker');
  const target = editor.options.find((o) => o.id === 'outputLengthS')!;

  it.each<[number, boolean]>([
    [2, true],
    [3, true],
    [10, true],
    [600, true],
    [1, false],
    [2.5, false],
  ])('a target of %d s is accepted: %s (any whole second from 2 s)', (outputLengthS, ok) => {
    expect(validateOptions(editor, { outputLengthS }).errors.length === 0).toBe(ok);
  });

  it.each<[number | null, number]>([
    [24, 24],
    [12.7, 12],
    [1.5, 2],
    [20000, 9000],
    [null, 9000],
  ])('the slider for a %s s input ends at %d s', (inputS, max) => {
    if (target.kind !== 'range') throw new Error('outputLengthS is a range');
    expect(getRangeOptionMax(target, inputS)).toBe(max);
  });

  it('a target past the input is sent as the input\'s length; other options and shorter targets stay', () => {
    expect(fitOptionsToInput(editor, { selection: 'sports' }, 24)).toEqual({ selection: 'sports', outputLengthS: 24 });
    expect(fitOptionsToInput(editor, { outputLengthS: 10 }, 24)).toEqual({ outputLengthS: 10 });
    expect(fitOptionsToInput(getTool('video_sharpener'), { strength: 5 }, 3)).toEqual({ strength: 5 });
  });
});
