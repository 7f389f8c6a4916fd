import { open, stat } from 'node:fs/promises';
import ffmpeg from 'fluent-ffmpeg';
import { getWorkerEnv } from '../../runtime/worker-env';
import { parseProbeResult, type ProbeData } from './parse-probe-result';
import { looksLikeVideoContainer } from './looks-like-video-container';
import type { MediaInfo } from '../../../domain/media/media-info';

export type ProbeFileResult =
  | { ok: true; media: MediaInfo }
  | { ok: false; code: 'media_empty_file' | 'media_not_a_video' | 'media_unreadable' | 'media_no_video_stream'; detail: string };

async function readHead(path: string, bytes: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Probes a local file with ffprobe and says what it is, or why it is not a usable video. */
export async function probeFile(path: string): Promise<ProbeFileResult> {
  const { size } = await stat(path);
  if (size === 0) return { ok: false, code: 'media_empty_file', detail: 'the file is empty' };
  const data = await new Promise<ProbeData | Error>((resolve) => {
    const command = ffmpeg(path).setFfprobePath(getWorkerEnv().FFPROBE_PATH);
    command.ffprobe((error: Error | null, metadata: ProbeData) => resolve(error ?? metadata));
  });
  if (data instanceof Error) {
    // ffprobe says "Invalid data" both for a text file and for a truncated MP4 without its index: the container
    // signature tells a damaged video from something that never was one.
    const damaged = looksLikeVideoContainer(await readHead(path, 512));
    return { ok: false, code: damaged ? 'media_unreadable' : 'media_not_a_video', detail: data.message.slice(-500) };
  }
  const outcome = parseProbeResult(data, size);
  return outcome.ok ? outcome : { ...outcome, detail: `ffprobe: ${outcome.code} (${data.format.format_name ?? 'unknown format'})` };
}
