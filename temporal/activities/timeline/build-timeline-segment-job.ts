import { getAnimatedValue } from '../../../domain/editing/timeline/get-animated-value';
import { getSourceStep } from '../../../domain/editing/timeline/get-source-frame';
import type { NotoFont, ProjectDoc, TextClip, VideoClip } from '../../../domain/editing/timeline/project-doc';
import { floorDiv, formatRational } from '../../../domain/editing/timeline/rational';
import type { FfmpegJob } from '../media/ffmpeg-job';
import { buildSegmentEncoderOptions } from '../media/build-segment-job';
import { WATERMARK_TEXT } from '../media/build-render-filter-chain';
import { buildAnimatedExpr, isAnimatedAway, num } from './build-animated-expr';
import { getSegmentLayers } from './get-segment-layers';
import { getTimelineTimescale } from './get-timeline-timescale';

export interface TimelineSegmentJobInput {
  doc: ProjectDoc;
  /** Timeline frames [start, end). */
  start: number;
  end: number;
  /** The output size (the project's size within the plan's cap) and the plan's watermark. */
  output: { width: number; height: number; watermark: boolean };
  /** Local path of every source, by file id. */
  sourcePaths: Record<string, string>;
  /** The font file of a Noto family (bold or not), resolved on the worker. */
  fontFile: (font: NotoFont, bold: boolean) => string;
  watermarkFont: string;
  /** Where the title at `index` has its text written (drawtext reads it from a file: no escaping). */
  textPath: (index: number) => string;
  /** Where the filter graph is written (too long for a command line). */
  graphPath: string;
  outputPath: string;
}

export interface TimelineSegmentJob {
  job: FfmpegJob;
  graph: string;
  /** Files the caller writes before running the job. */
  texts: { path: string; text: string }[];
}

/** A clip's picture ready to place: its label and overlay position; `centred` when it sits still in the middle, within the frame. */
interface Picture {
  name: string;
  x: string;
  y: string;
  centred: boolean;
}

/** How far a text animation moves its title, in fractions of the frame. */
const SLIDE = 0.1;

/**
 * One render segment of a timeline as one ffmpeg run, picture only (the sound is mixed once, at assembly). Every video
 * clip is read from its source in whole frames exactly as get-source-frame.ts maps them: its frames get timestamps
 * on an exact integer grid (source frame n at `n·D − Q` ticks of 1/(A·rate), with step A/D and the segment's position
 * Q/D) and the fps filter, rounding up, shows at output frame k the last source frame at or before it: `floor((Q + kA)/D)`.
 * Frames before the source's first are its first, past its last its last. Then crop, fit and scale, colour, fades,
 * rotation and position; layers are drawn bottom first, transitions mix two clips of a track, titles are drawn with
 * their animations, and the watermark last.
 */
export function buildTimelineSegmentJob(input: TimelineSegmentJobInput): TimelineSegmentJob {
  const { doc, start, end, output } = input;
  const frames = end - start;
  const R = doc.frameRate;
  const rate = `${R.num}/${R.den}`;
  const perFrameS = (n: number) => num((n * R.den) / R.num);
  const { width: W, height: H } = output;
  const inputs: FfmpegJob['inputs'] = [];
  const graph: string[] = [];
  const texts: { path: string; text: string }[] = [];
  let labels = 0;
  const label = (prefix: string) => `${prefix}${labels++}`;
  const canvas = (colour: string, format: string) => {
    const name = label('c');
    graph.push(`color=c=${colour}:s=${W}x${H}:r=${rate},trim=end_frame=${frames},format=${format}[${name}]`);
    return name;
  };
  // Nothing drawn yet: the first layer is padded onto black when it can be (cheaper than a canvas and an overlay).
  let current: string | null = null;
  const drawn = () => current ?? canvas('black', 'yuv420p');

  /** A video clip's picture over the segment, transformed but not yet placed; `extra` runs after its own fades. */
  const clipPicture = (clip: VideoClip, extra: (shift: number) => string[] = () => [], minShift = 0): Picture => {
    const o = start - clip.start;
    const J = `(${o}+n)`;
    const step = getSourceStep(clip, R);
    const [A, D] = formatRational(step.num, step.den).split('/').map(BigInt) as [bigint, bigint];
    const Q = BigInt(clip.in) * D + BigInt(o) * A;
    const last = clip.source.frames === null ? null : BigInt(clip.source.frames - 1);
    const clamp = (n: bigint) => {
      const low = n < 0n ? 0n : n;
      return last !== null && low > last ? last : low;
    };
    const first = clamp(floorDiv(Q, D));
    const lastShown = clamp(floorDiv(Q + BigInt(frames - 1) * A, D));
    const sourceRate = clip.source.rate;
    const options: string[] = [];
    // Half a frame before the first frame needed: it is the first decoded (frames before the seek are dropped).
    if (first > 0n) options.push('-ss', num(((Number(first) - 0.5) * sourceRate.den) / sourceRate.num));
    options.push('-t', num(((Number(lastShown - first) + 3) * sourceRate.den) / sourceRate.num));
    inputs.push({ path: input.sourcePaths[clip.source.fileId]!, options });
    const index = inputs.length - 1;
    const [tbNum, tbDen] = formatRational(BigInt(R.den), A * BigInt(R.num)).split('/');
    const chain = [
      `settb=${tbNum}/${tbDen}`,
      `setpts=(N+${first})*${D}-(${Q})`,
      `fps=fps=${rate}:round=up:start_time=0`,
      `tpad=stop_mode=clone:stop=${frames}`,
      `trim=end_frame=${frames}`,
    ];
    const t = clip.transform;
    const at = (param: typeof t.x) => getAnimatedValue(param, o);
    // Crop and scale are taken at the segment's first frame (ffmpeg cannot change a picture's size per frame).
    const [cl, ct, cr, cb] = [at(t.cropLeft), at(t.cropTop), at(t.cropRight), at(t.cropBottom)];
    if (cl > 0 || ct > 0 || cr > 0 || cb > 0) chain.push(`crop=w=iw*${num(1 - cl - cr)}:h=ih*${num(1 - ct - cb)}:x=iw*${num(cl)}:y=ih*${num(ct)}`);
    const scale = Math.max(0.01, at(t.scale));
    chain.push(`scale=w=${Math.max(2, Math.round(W * scale))}:h=${Math.max(2, Math.round(H * scale))}:force_original_aspect_ratio=decrease`, 'setsar=1');
    const { exposure, contrast, saturation, temperature } = clip.colour;
    if (exposure !== 0) chain.push(`exposure=exposure=${num(exposure)}`);
    if (contrast !== 0 || saturation !== 0) chain.push(`eq=contrast=${num(1 + contrast)}:saturation=${num(1 + saturation)}`);
    // Warmer (positive) is a lower colour temperature of the light the picture is corrected to.
    if (temperature !== 0) chain.push(`colortemperature=temperature=${Math.round(6500 - 3500 * temperature)}`);
    // Fades by time on timestamps shifted so every fade starts at or after zero: clip frame j at level
    // (j + 1) / (fade + 1), as transitions mix (get-active-items.ts).
    const shift = Math.max(0, o + 1, minShift);
    const fades: string[] = [];
    if (clip.fadeIn > 0 && o < clip.fadeIn) fades.push(`fade=t=in:st=${perFrameS(shift - o - 1)}:d=${perFrameS(clip.fadeIn + 1)}`);
    if (clip.fadeOut > 0 && o + frames > clip.duration - clip.fadeOut) fades.push(`fade=t=out:st=${perFrameS(shift + clip.duration - clip.fadeOut - 1 - o)}:d=${perFrameS(clip.fadeOut + 1)}`);
    const more = extra(shift);
    // The fade filter rounds its start and length to whole timestamps: at twice the frame rate's resolution a dip's
    // half-frame edges stay exact.
    if (fades.length + more.length > 0) chain.push(`settb=${R.den}/${2 * R.num}`, `setpts=PTS+${2 * shift}`, ...fades, ...more, `setpts=PTS-${2 * shift}`, `settb=${R.den}/${R.num}`);
    const rotated = isAnimatedAway(t.rotation, 0);
    if (rotated) {
      chain.push('format=yuva420p', `rotate=a='(${buildAnimatedExpr(t.rotation, J)})*PI/180':c=none:ow='hypot(iw,ih)':oh='hypot(iw,ih)'`);
    }
    const name = label('p');
    graph.push(`[${index}:v]${chain.join(',')}[${name}]`);
    const centred = !rotated && !isAnimatedAway(t.x, 0) && !isAnimatedAway(t.y, 0) && scale <= 1;
    return { name, x: `(W-w)/2+(${buildAnimatedExpr(t.x, J)})*W`, y: `(H-h)/2+(${buildAnimatedExpr(t.y, J)})*H`, centred };
  };

  /** Draws a picture over what is drawn so far; the first one, centred and within the frame, is padded to the frame. */
  const overlay = (under: string | null, over: Picture, enable?: string) => {
    const name = label('o');
    if (under === null && over.centred && !enable) {
      graph.push(`[${over.name}]pad=w=${W}:h=${H}:x=(ow-iw)/2:y=(oh-ih)/2:color=black,format=yuv420p[${name}]`);
      return name;
    }
    under ??= canvas('black', 'yuv420p');
    graph.push(`[${under}][${over.name}]overlay=x='${over.x}':y='${over.y}':eval=frame${enable ? `:enable='${enable}'` : ''}[${name}]`);
    return name;
  };

  const drawText = (under: string, clip: TextClip, alphaScale: string) => {
    const o = start - clip.start;
    const J = `(${o}+n)`;
    const { animationIn: inA, animationOut: outA, style } = clip;
    const pIn = inA.kind !== 'none' && inA.duration > 0 ? `min(1,max(0,(${J}+1)/${inA.duration + 1}))` : '1';
    const pOut = outA.kind !== 'none' && outA.duration > 0 ? `min(1,max(0,(${clip.duration}-${J})/${outA.duration + 1}))` : '1';
    // Typewriter reveals its characters instead of fading; the other animations fade (pop fades: drawtext cannot
    // change its size per frame in ffmpeg 5.1), and the slides also move.
    const alpha = [alphaScale, inA.kind === 'typewriter' ? '1' : pIn, outA.kind === 'typewriter' ? '1' : pOut].join('*');
    const dx = [inA.kind === 'slide_left' ? `(1-${pIn})*${num(SLIDE * W)}` : '0', outA.kind === 'slide_left' ? `-(1-${pOut})*${num(SLIDE * W)}` : '0'].join('+');
    const dy = [inA.kind === 'slide_up' ? `(1-${pIn})*${num(SLIDE * H)}` : '0', outA.kind === 'slide_up' ? `-(1-${pOut})*${num(SLIDE * H)}` : '0'].join('+');
    const size = Math.max(1, Math.round(style.size * H));
    const common = [
      `fontfile=${input.fontFile(style.font, style.bold)}`,
      'expansion=none',
      `fontsize=${size}`,
      `fontcolor=${style.colour}`,
      `alpha='${alpha}'`,
      `x='${num(clip.position.x * W)}-tw/2+${dx}'`,
      `y='${num(clip.position.y * H)}-th/2+${dy}'`,
      ...(style.outline ? [`borderw=${Math.max(1, Math.round(style.outline.width * size))}`, `bordercolor=${style.outline.colour}`] : []),
      ...(style.box ? ['box=1', `boxcolor=${style.box.colour}@${num(style.box.opacity)}`, `boxborderw=${Math.round(style.box.padding * size)}`] : []),
    ];
    const characters = Array.from(clip.text);
    const typed = inA.kind === 'typewriter' || outA.kind === 'typewriter';
    const shown = `min(${inA.kind === 'typewriter' ? `ceil(${characters.length}*${pIn})` : characters.length},${outA.kind === 'typewriter' ? `ceil(${characters.length}*${pOut})` : characters.length})`;
    const parts = typed ? characters.map((_, i) => ({ text: characters.slice(0, i + 1).join(''), enable: `eq(${shown},${i + 1})` })) : [{ text: clip.text, enable: null }];
    const filters = parts.map((part) => {
      const path = input.textPath(texts.length);
      texts.push({ path, text: part.text });
      return `drawtext=${[`textfile=${path}`, ...common, ...(part.enable ? [`enable='${part.enable}'`] : [])].join(':')}`;
    });
    const name = label('t');
    graph.push(`[${under}]${filters.join(',')}[${name}]`);
    return name;
  };

  for (const layer of getSegmentLayers(doc, start)) {
    const { track } = layer;
    if (track.kind === 'audio' || track.hidden) continue;
    const [from, to] = layer.clips;
    if (!layer.transition || !to) {
      if (from?.kind === 'video') current = overlay(current, clipPicture(from));
      else if (from?.kind === 'text') current = drawText(drawn(), from, '1');
      continue;
    }
    const { transition, windowStart } = layer.transition;
    // The incoming clip's share at segment frame k: (m0 + k + 1) / (duration + 1).
    const m0 = start - windowStart;
    const mix = `((n+${m0 + 1})/${transition.duration + 1})`;
    if (from!.kind === 'text' || to.kind === 'text') {
      // Titles cross-fade whatever the kind.
      if (from!.kind === 'text') current = drawText(drawn(), from!, `(1-${mix})`);
      if (to.kind === 'text') current = drawText(drawn(), to, mix);
      continue;
    }
    if (from!.kind !== 'video' || to.kind !== 'video') continue;
    const half = (transition.duration + 1) / 2;
    // Fade filters by time on the same shifted timestamps as clip fades (shift = m0 + 1 puts the window's start at 0).
    const windowShift = m0 + 1;
    if (transition.kind === 'crossfade') {
      current = overlay(current, clipPicture(from!));
      current = overlay(current, clipPicture(to, (shift) => ['format=yuva420p', `fade=t=in:alpha=1:st=${perFrameS(shift - windowShift)}:d=${perFrameS(transition.duration + 1)}`], windowShift));
    } else if (transition.kind === 'dip_to_black') {
      // The outgoing clip goes to black over the first half, the incoming one comes from black over the second.
      current = overlay(current, clipPicture(from!, (shift) => [`fade=t=out:st=${perFrameS(shift - windowShift)}:d=${perFrameS(half)}`], windowShift));
      current = overlay(current, clipPicture(to, (shift) => [`fade=t=in:st=${perFrameS(shift - windowShift + half)}:d=${perFrameS(half)}`], windowShift), `gt(2*(n+${m0 + 1}),${transition.duration + 1})`);
    } else {
      current = overlay(current, clipPicture(from!));
      // The incoming clip on its own black frame, shown through a mask whose edge moves with the mix (made 0 or 255:
      // a colour source's white is video range).
      const placed = overlay(null, clipPicture(to));
      const white = canvas('white', 'gray');
      const mask = label('m');
      const travel = `(1-${mix})`;
      const direction = transition.direction ?? 'left';
      const x = direction === 'left' ? `${W}*${travel}` : direction === 'right' ? `-${W}*${travel}` : '0';
      const y = direction === 'up' ? `${H}*${travel}` : direction === 'down' ? `-${H}*${travel}` : '0';
      graph.push(`[${canvas('black', 'gray')}][${white}]overlay=x='${x}':y='${y}':eval=frame,lutyuv=y='if(gt(val,128),255,0)'[${mask}]`);
      const masked = label('w');
      graph.push(`[${placed}][${mask}]alphamerge[${masked}]`);
      current = overlay(current, { name: masked, x: '0', y: '0', centred: false });
    }
  }

  const finish = [
    ...(output.watermark ? [`drawtext=fontfile=${input.watermarkFont}:text='${WATERMARK_TEXT}':fontcolor=white@0.6:fontsize=h/14:box=1:boxcolor=black@0.3:boxborderw=10:x=w-tw-h/24:y=h-th-h/24`] : []),
    'format=yuv420p',
  ];
  graph.push(`[${drawn()}]${finish.join(',')}[v]`);
  const text = graph.join(';\n');
  return {
    graph: text,
    texts,
    job: {
      inputs,
      outputOptions: [
        '-filter_complex_script', input.graphPath,
        '-map', '[v]',
        '-frames:v', String(frames),
        '-an',
        ...buildSegmentEncoderOptions(),
        // Whole ticks per frame in the track and in the file's own duration, which the concat demuxer joins by.
        '-video_track_timescale', String(getTimelineTimescale(R)),
        '-movie_timescale', String(getTimelineTimescale(R)),
        '-f', 'mp4',
        '-y',
      ],
      output: input.outputPath,
      outputDurationS: (frames * R.den) / R.num,
    },
  };
}
