import { getProjectDuration } from '../../../domain/editing/timeline/get-project-duration';
import { getTransitionWindows } from '../../../domain/editing/timeline/get-transition-window';
import type { MediaClip, ProjectDoc } from '../../../domain/editing/timeline/project-doc';
import type { FfmpegJob } from '../media/ffmpeg-job';
import { buildAnimatedExpr, isAnimatedAway, num } from './build-animated-expr';
import { getTimelineTimescale } from './get-timeline-timescale';

export const MIX_SAMPLE_RATE = 48_000;

export interface TimelineMixJobInput {
  doc: ProjectDoc;
  /** A concat-demuxer list of the rendered segments, in order. */
  listPath: string;
  sourcePaths: Record<string, string>;
  /** EBU R128 loudness normalisation of the mix. */
  loudnorm: boolean;
  graphPath: string;
  outputPath: string;
}

/** The first sample of timeline frame `frame`, exactly (rounded to the nearest). */
export function getFrameSample(doc: ProjectDoc, frame: number): number {
  const { num: rateNum, den } = doc.frameRate;
  return Number((2n * BigInt(frame) * BigInt(MIX_SAMPLE_RATE) * BigInt(den) + BigInt(rateNum)) / (2n * BigInt(rateNum)));
}

/** A clip's sound as the mix hears it: the frames it sounds over (with transition handles) and its fades there. */
interface HeardClip {
  clip: MediaClip;
  from: number;
  to: number;
  /** Extra fades from transitions, in timeline frames: [kind, first frame, frames]. */
  fades: { type: 'in' | 'out'; start: number; frames: number }[];
}

function getHeardClips(doc: ProjectDoc): HeardClip[] {
  const total = getProjectDuration(doc);
  return doc.tracks.flatMap((track) => {
    if (track.muted || track.kind === 'text') return [];
    const windows = getTransitionWindows(track);
    return track.clips.flatMap((clip): HeardClip[] => {
      if (clip.kind === 'text' || clip.audio === null || clip.audio.muted || !clip.source.hasAudio) return [];
      let from = clip.start;
      let to = clip.start + clip.duration;
      const fades: HeardClip['fades'] = [];
      for (const w of windows) {
        const half = w.transition.duration / 2;
        const dip = w.transition.kind === 'dip_to_black';
        if (w.from.id === clip.id) {
          to = Math.max(to, w.end);
          fades.push({ type: 'out', start: w.start, frames: dip ? half : w.transition.duration });
        }
        if (w.to.id === clip.id) {
          from = Math.min(from, w.start);
          fades.push({ type: 'in', start: dip ? w.start + half : w.start, frames: dip ? half : w.transition.duration });
        }
      }
      from = Math.max(0, from);
      to = Math.min(total, to);
      return to > from ? [{ clip, from, to, fades }] : [];
    });
  });
}

/** atempo takes 0.5 to 100 per instance: a slower speed is a chain of halvings. */
function atempoChain(ratio: number): string[] {
  const chain: string[] = [];
  let rest = ratio;
  while (rest < 0.5) {
    chain.push('atempo=0.5');
    rest /= 0.5;
  }
  chain.push(`atempo=${num(rest)}`);
  return chain;
}

/**
 * Joins the rendered segments (stream copy) and mixes the whole timeline's sound in one pass: every heard clip read
 * from its source at its exact time, sped (pitch kept, or like tape), its volume in dB with keyframes, its fades and
 * its transitions' fades, placed at its first frame's sample and summed; loudness-normalised when asked; exactly as
 * long as the picture.
 */
export function buildTimelineMixJob(input: TimelineMixJobInput): { job: FfmpegJob; graph: string } {
  const { doc } = input;
  const R = doc.frameRate;
  const seconds = (frames: number) => (frames * R.den) / R.num;
  const totalFrames = getProjectDuration(doc);
  const totalSamples = getFrameSample(doc, totalFrames);
  const inputs: FfmpegJob['inputs'] = [{ path: input.listPath, options: ['-f', 'concat', '-safe', '0'] }];
  const graph: string[] = [`anullsrc=r=${MIX_SAMPLE_RATE}:cl=stereo,atrim=end_sample=${totalSamples}[base]`];
  const mixed: string[] = ['base'];
  for (const heard of getHeardClips(doc)) {
    const { clip } = heard;
    const audio = clip.audio!;
    const ratio = clip.speed.ratio.num / clip.speed.ratio.den;
    const sourceRate = clip.source.rate;
    // The source's time at the first heard frame (before its start during a transition's handle: silence first).
    const sourceS = (clip.in * sourceRate.den) / sourceRate.num + seconds(heard.from - clip.start) * ratio;
    const leadS = sourceS < 0 ? -sourceS / ratio : 0;
    const first = getFrameSample(doc, heard.from);
    const length = getFrameSample(doc, heard.to) - first;
    inputs.push({ path: input.sourcePaths[clip.source.fileId]!, options: [...(sourceS > 0 ? ['-ss', sourceS.toFixed(6)] : []), '-t', num((length / MIX_SAMPLE_RATE) * ratio + 0.5)] });
    const local = (frame: number) => num(seconds(frame - heard.from));
    const chain = [`aresample=${MIX_SAMPLE_RATE}`, `aformat=sample_fmts=fltp:channel_layouts=stereo`, 'asetpts=PTS-STARTPTS'];
    if (ratio !== 1) chain.push(...(clip.speed.keepPitch ? atempoChain(ratio) : [`asetrate=${Math.round(MIX_SAMPLE_RATE * ratio)}`, `aresample=${MIX_SAMPLE_RATE}`]));
    if (leadS > 0) chain.push(`adelay=delays=${Math.round(leadS * MIX_SAMPLE_RATE)}S:all=1`);
    chain.push(`atrim=end_sample=${length}`, `apad=whole_len=${length}`, `atrim=end_sample=${length}`);
    if (isAnimatedAway(audio.volume, 0)) {
      // The clip-local frame of the sound at time t from the first heard frame.
      const frame = `(${heard.from - clip.start}+floor(t*${R.num}/${R.den}))`;
      chain.push(`volume=volume='pow(10,(${buildAnimatedExpr(audio.volume, frame)})/20)':eval=frame`);
    }
    if (audio.fadeIn > 0) chain.push(`afade=t=in:st=${local(clip.start)}:d=${num(seconds(audio.fadeIn))}:curve=tri`);
    if (audio.fadeOut > 0) chain.push(`afade=t=out:st=${local(clip.start + clip.duration - audio.fadeOut)}:d=${num(seconds(audio.fadeOut))}:curve=tri`);
    for (const fade of heard.fades) chain.push(`afade=t=${fade.type}:st=${num(Math.max(0, seconds(fade.start - heard.from)))}:d=${num(seconds(fade.frames))}:curve=tri`);
    chain.push(`adelay=delays=${first}S:all=1`);
    const name = `a${inputs.length - 1}`;
    graph.push(`[${inputs.length - 1}:a]${chain.join(',')}[${name}]`);
    mixed.push(name);
  }
  const finish = [
    `amix=inputs=${mixed.length}:normalize=0:duration=first:dropout_transition=0`,
    // loudnorm works at 192 kHz: back to the mix's rate and layout.
    ...(input.loudnorm ? ['loudnorm=I=-16:TP=-1.5:LRA=11', `aresample=${MIX_SAMPLE_RATE}`, `aformat=sample_fmts=fltp:sample_rates=${MIX_SAMPLE_RATE}:channel_layouts=stereo`] : []),
    `atrim=end_sample=${totalSamples}`,
  ];
  graph.push(`${mixed.map((m) => `[${m}]`).join('')}${finish.join(',')}[a]`);
  return {
    graph: graph.join(';\n'),
    job: {
      inputs,
      outputOptions: [
        '-filter_complex_script', input.graphPath,
        '-map', '0:v:0',
        '-map', '[a]',
        '-c:v', 'copy',
        '-c:a', 'aac',
        '-b:a', '192k',
        '-video_track_timescale', String(getTimelineTimescale(R)),
        '-movie_timescale', String(getTimelineTimescale(R)),
        '-movflags', '+faststart',
        '-f', 'mp4',
        '-y',
      ],
      output: input.outputPath,
      outputDurationS: seconds(totalFrames),
    },
  };
}
