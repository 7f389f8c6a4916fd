import ffmpeg from 'fluent-ffmpeg';
import { getWorkerEnv } from '../../runtime/worker-env';
import type { ProbeData } from './parse-probe-result';

/** An audio file's length and sound (sample rate, channels), for files with no picture (music beds). */
export async function probeAudioFile(path: string): Promise<{ durationS: number; rate: number; channels: number }> {
  const data = await new Promise<ProbeData>((resolve, reject) => {
    ffmpeg(path)
      .setFfprobePath(getWorkerEnv().FFPROBE_PATH)
      .ffprobe((error: Error | null, metadata: ProbeData) => (error ? reject(error) : resolve(metadata)));
  });
  const audio = data.streams.find((s) => s.codec_type === 'audio');
  if (!audio) throw new Error(`${path} has no audio stream`);
  return { durationS: Number(audio.duration ?? data.format.duration ?? 0), rate: Number(audio.sample_rate ?? 0), channels: audio.channels ?? 0 };
}
