import type { MediaInfo } from '../../../domain/media/media-info';

export interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  channels?: number;
  sample_rate?: string | number;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string | number;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  /** fluent-ffmpeg flattens the display matrix side data into the stream. */
  rotation?: number | string;
  side_data_list?: { side_data_type?: string; rotation?: number }[];
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
  return Math.round((num / den) * 1e6) / 1e6;
}

/**
 * Clockwise rotation a player applies: from the display matrix (ffmpeg 5+ reports it as side data, counter-clockwise,
 * so -90 means turn 90 clockwise) or the older `rotate` tag.
 */
function parseRotation(video: ProbeStream): number {
  const matrix = video.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation ?? video.rotation;
  const raw = matrix !== undefined && matrix !== '' ? -Number(matrix) : Number(video.tags?.rotate ?? 0);
  const degrees = Math.round((Number.isFinite(raw) ? raw : 0) / 90) * 90;
  return ((degrees % 360) + 360) % 360;
}

// Nominal and average rates further apart than this mean a variable frame rate (phones, screen recordings).
const VFR_TOLERANCE = 0.002;

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
  const rotation = parseRotation(video);
  const sideways = rotation === 90 || rotation === 270;
  const average = parseRate(video.avg_frame_rate);
  const nominal = parseRate(video.r_frame_rate);
  return {
    ok: true,
    media: {
      durationS: Math.round(durationS * 1000) / 1000,
      width: sideways ? height : width,
      height: sideways ? width : height,
      fps: average || nominal,
      rotation,
      variableFrameRate: average > 0 && nominal > 0 && Math.abs(nominal - average) / average > VFR_TOLERANCE,
      hasAudio: data.streams.some((s) => s.codec_type === 'audio'),
      audioChannels: data.streams.find((s) => s.codec_type === 'audio')?.channels ?? 0,
      audioSampleRate: Number(data.streams.find((s) => s.codec_type === 'audio')?.sample_rate ?? 0) || 0,
      videoCodec: video.codec_name ?? 'unknown',
      sizeBytes,
    },
  };
}
