import { describe, expect, it } from 'vitest';
import { getTool } from '../catalogue/get-tool';
import { validateOptions } from '../rules/validate-options';
import { getRequestedImageId, isChosenImage } from './chosen-image';

describe('image options', () => {
  it.each([
    [null, true],
    ['3f9e-image-id', true],
    [{ fileId: 'a', key: 'uploads/a/source' }, true],
    [{ fileId: 'a', key: 'uploads/a/source', extra: 1 }, false],
    [{ fileId: 'a' }, false],
    [42, false],
    ['', false],
  ] as const)('the background changer takes %j as its background image: %s', (value, valid) => {
    const { errors } = validateOptions(getTool('video_background_remover'), { background_image: value });
    expect(errors.length === 0).toBe(valid);
  });

  it('reads the file id the browser sent, and only a full checked choice counts as checked', () => {
    expect(getRequestedImageId('abc')).toBe('abc');
    expect(getRequestedImageId({ fileId: 'abc', key: 'forged' })).toBe('abc');
    expect(getRequestedImageId(null)).toBeNull();
    expect(getRequestedImageId(7)).toBeUndefined();
    expect(isChosenImage({ fileId: 'abc', key: 'uploads/abc/source' })).toBe(true);
    expect(isChosenImage({ fileId: 'abc' })).toBe(false);
  });
});
