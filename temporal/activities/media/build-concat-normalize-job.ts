import type { FfmpegJob } from './ffmpeg-job';
import type { ConcatInput, ConcatTarget } from './get-concat-target';
import { formatFps } from './build-interpolate-filter';

/**
 * One input's normalising job for the concatenator: the picture upright (ffmpeg autorotates on decode and then drops
 * the display matrix), fitted into the target with black bars, at the target rate, SAR 1, yuv420p, H.264; audio
 * resampled to 48 kHz stereo, or silence for an input without audio, and both cut to exactly the same length (whole
 * frames of the target rate). Parts are MOV with PCM audio: every part then has identical stream parameters, so the
 * concat demuxer joins them by stream copy, and the audio is encoded to AAC once, at the join (AAC per part would put
 * encoder priming at every join).
 */
export function buildConcatNormalizeJob(input: ConcatInput, target: ConcatTarget, outputPath: string): FfmpegJob {
  const frames = Math.max(1, Math.round(input.durationS * target.fps));
  const durationS = frames / target.fps;
  const { width: w, height: h } = target;
  const video = [
    `fps=${formatFps(target.fps)}`,
    `scale=${w}:${h}:force_original_aspect_ratio=decrease:flags=lanczos`,
    `pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2:color=black`,
    'setsar=1',
    'format=yuv420p',
    // Hold the last frame if the source's video ends early, then cut at exactly `frames`.
    `tpad=stop=-1:stop_mode=clone`,
    `trim=end_frame=${frames}`,
  ].join(',');
  const layout = target.channels === 2 ? 'stereo' : 'mono';
  const audio = `aresample=${target.sampleRate},aformat=sample_fmts=s16:channel_layouts=${layout},apad,atrim=end_sample=${Math.round(durationS * target.sampleRate)}`;
  const inputs = [{ path: input.path, options: [] as string[] }];
  if (!input.hasAudio) inputs.push({ path: `anullsrc=r=${target.sampleRate}:cl=${layout}`, options: ['-f', 'lavfi'] });
  return {
    inputs,
    outputOptions: [
      '-filter_complex', `[0:v:0]${video}[v];[${input.hasAudio ? '0:a:0' : '1:a:0'}]${audio}[a]`,
      '-map', '[v]', '-map', '[a]',
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p', '-profile:v', 'high',
      '-c:a', 'pcm_s16le',
      '-video_track_timescale', '90000',
      '-f', 'mov', '-y',
    ],
    output: outputPath,
    outputDurationS: durationS,
  };
}
