import type { FfmpegJob } from '../media/ffmpeg-job';

export interface EditClipJobInput {
  inputPath: string;
  startS: number;
  frames: number;
  fps: number;
  /** Video filters after the cut (framing, scale, captions, watermark), ending in a pixel format. */
  filterChain: string;
  outputPath: string;
  sampleRate?: number;
  threads?: number;
  /** Time-lapse: output frame k is source frame k * speed (a whole factor); `frames` counts output frames. */
  speed?: number;
  /** A sped-up clip's sound: silence, or stretched to the output length with its pitch kept (atempo). */
  speedSound?: 'drop' | 'stretch';
  /** Seconds over which the sound fades out at the clip's end (a clip shortened inside its sound). */
  fadeOutS?: number;
}

/**
 * One clip of the edit, frame-exact: the seek lands half a frame before the first frame, `-frames:v` counts the
 * frames, and the sound (PCM, so joins never click) is cut to exactly the same length. Every clip has identical stream
 * parameters, so the clips join by stream copy.
 */
export function buildEditClipJob(input: EditClipJobInput): FfmpegJob {
  const rate = input.sampleRate ?? 48000;
  const seekS = Math.max(0, input.startS - 0.5 / input.fps);
  const audioLead = input.startS - seekS;
  const durationS = input.frames / input.fps;
  const speed = input.speed ?? 1;
  // Every speed-th frame, restamped at the output rate: exact, no frame blending (the project files map the same frames).
  const video = speed === 1 ? '' : `select='not(mod(n,${speed}))',setpts=N/FRAME_RATE/TB,`;
  // The sound of the source span the clip covers, made as long as the output: atempo keeps the pitch; or silence.
  const audio = speed === 1 ? '' : input.speedSound === 'stretch' ? `atrim=duration=${(durationS * speed).toFixed(6)},atempo=${speed},` : 'volume=0,';
  const fade = input.fadeOutS && input.fadeOutS > 0 ? `,afade=t=out:st=${Math.max(0, durationS - input.fadeOutS).toFixed(6)}:d=${Math.min(input.fadeOutS, durationS).toFixed(6)}` : '';
  return {
    inputs: [{ path: input.inputPath, options: [...(input.threads ? ['-threads', String(input.threads)] : []), '-ss', seekS.toFixed(6)] }],
    outputOptions: [
      '-filter_complex',
      `[0:v:0]setpts=PTS-STARTPTS,${video}${input.filterChain}[v];[0:a:0]aresample=${rate},atrim=start=${audioLead.toFixed(6)},asetpts=PTS-STARTPTS,${audio}aformat=sample_fmts=s16:channel_layouts=stereo,apad,atrim=end_sample=${Math.round(durationS * rate)}${fade}[a]`,
      '-map', '[v]', '-map', '[a]',
      '-frames:v', String(input.frames),
      '-fps_mode', 'passthrough',
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p', '-profile:v', 'high',
      '-threads', String(input.threads ?? 0),
      '-c:a', 'pcm_s16le',
      '-video_track_timescale', '90000',
      '-f', 'mov', '-y',
    ],
    output: input.outputPath,
    outputDurationS: durationS,
  };
}

/** Joins the clips (video copied) and encodes the sound once, loudness-normalised to EBU R128 (-16 LUFS for the web). */
export function buildEditJoinJob(input: { listPath: string; outputPath: string; durationS: number; music?: { path: string; volume: number } | null }): FfmpegJob {
  const inputs = [{ path: input.listPath, options: ['-f', 'concat', '-safe', '0'] }];
  // The concat demuxer hands on PCM without a channel layout: name it, or the encoder's format negotiation fails.
  let audio = '[0:a:0]aformat=channel_layouts=stereo,loudnorm=I=-16:TP=-1.5:LRA=11,aresample=48000,aformat=channel_layouts=stereo[a]';
  if (input.music) {
    inputs.push({ path: input.music.path, options: ['-stream_loop', '-1'] });
    // The music bed ducks under speech: the voice drives a sidechain compressor on the music.
    audio =
      `[0:a:0]aformat=channel_layouts=stereo,asplit=2[voice][key];[1:a:0]aresample=48000,aformat=channel_layouts=stereo,volume=${input.music.volume}[bed];` +
      `[bed][key]sidechaincompress=threshold=0.02:ratio=8:attack=20:release=400[ducked];` +
      `[voice][ducked]amix=inputs=2:duration=first:normalize=0,loudnorm=I=-16:TP=-1.5:LRA=11,aresample=48000,aformat=channel_layouts=stereo[a]`;
  }
  return {
    inputs,
    outputOptions: ['-filter_complex', audio, '-map', '0:v:0', '-map', '[a]', '-c:v', 'copy', '-c:a', 'aac', '-b:a', '192k', '-t', input.durationS.toFixed(6), '-movflags', '+faststart', '-f', 'mp4', '-y'],
    output: input.outputPath,
    outputDurationS: input.durationS,
  };
}
