/**
 * Video codecs (ffprobe's names) that every current browser plays inside an MP4, so an output may carry them untouched.
 * HEVC is left out: Chromium and Firefox play it only with hardware support. MPEG-4 Part 2, MS-MPEG4, MJPEG, ProRes and
 * the like play in desktop players but not in a page.
 */
const WEB_PLAYABLE_IN_MP4 = new Set(['h264', 'vp9', 'av1']);

/** True when a video stream of `codec` can be copied into an MP4 that the browser's player then plays. */
export function isWebPlayableVideoCodec(codec: string): boolean {
  return WEB_PLAYABLE_IN_MP4.has(codec.toLowerCase());
}
