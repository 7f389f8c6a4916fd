import { describe, expect, it } from 'vitest';
import { isWebPlayableVideoCodec } from './is-web-playable-video-codec';

describe('isWebPlayableVideoCodec', () => {
  it.each(['h264', 'H264', 'vp9', 'av1'])('lets %s be copied into a web MP4', (codec) => {
    expect(isWebPlayableVideoCodec(codec)).toBe(true);
  });
  it.each(['mpeg4', 'msmpeg4v3', 'mjpeg', 'prores', 'hevc', 'cinepak', 'mpeg2video', 'wmv3', ''])('re-encodes %s, which a page cannot play', (codec) => {
    expect(isWebPlayableVideoCodec(codec)).toBe(false);
  });
});
