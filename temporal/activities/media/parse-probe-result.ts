import type { MediaInfo } from '../../../domain/media/media-info';

export interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string | number;
  disposition?: { attached_pic?: number };
}

export interface ProbeData {
  streams: ProbeStream[];
  format: { duration?: string | number; format_name?: string };
}

export type ProbeOutcome = { ok: true; media: MediaInfo } | { ok: false; code: 'media_no_video_stream' | 'media_unreadable' | 'media_not_a_video' };

// Still-image demuxers: a photo has a "video" stream of one frame, but it is not a video.
const IMAGE_FORMATS = /^(image2|[a-z0-9]+_pipe)$/;

function parseRate(rate: string | undefined): number {
  if (!rate) return 0;
  const [num, den] = rate.split('/').map(Number);
  if (!num || !den) return 0;
  return Math.round((num / den) * 1000) / 1000;
}

function toNumber(value: string | number | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** Turns ffprobe's JSON into MediaInfo, or the reason the file cannot be used as a video. */
export function parseProbeResult(data: ProbeData, sizeBytes: number): ProbeOutcome {
  // Cover art in an audio file is a "video" stream too; it is not a video.
  const video = data.streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!video) return { ok: false, code: 'media_no_video_stream' };
  if (IMAGE_FORMATS.test(data.format.format_name ?? '')) return { ok: false, code: 'media_not_a_video' };
  const durationS = toNumber(data.format.duration) || toNumber(video.duration);
  const width = video.width ?? 0;
  const height = video.height ?? 0;
  if (durationS <= 0 || width <= 0 || height <= 0) return { ok: false, code: 'media_unreadable' };
  return {
    ok: true,
    media: {
      durationS: Math.round(durationS * 1000) / 1000,
      width,
      height,
      fps: parseRate(video.avg_frame_rate) || parseRate(video.r_frame_rate),
      hasAudio: data.streams.some((s) => s.codec_type === 'audio'),
      videoCodec: video.codec_name ?? 'unknown',
      sizeBytes,
    },
  };
}
