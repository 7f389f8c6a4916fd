import type { MediaInfo } from '../media/media-info';

/** The fields a video file's row takes from its probe once it is ready (an upload's and a link import's alike). */
export function getProbedFileFields(media: MediaInfo) {
  return { status: 'ready', durationS: media.durationS, width: media.width, height: media.height, fps: media.fps, hasAudio: media.hasAudio, videoCodec: media.videoCodec, rotation: media.rotation ?? 0 };
}
