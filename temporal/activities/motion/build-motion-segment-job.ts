import type { Background, Box, Scene, Storyboard, TextAnimation } from '../../../domain/motion/storyboard';
import type { FfmpegJob } from '../media/ffmpeg-job';
import { placeBox } from './build-motion-ass';

export interface MotionFrame {
  width: number;
  height: number;
}

export interface MotionSegmentJobInput {
  storyboard: Storyboard;
  /** The scenes this segment renders (indexes, inclusive). */
  first: number;
  last: number;
  /** The render size (the storyboard's size fitted into the plan's cap). */
  frame: MotionFrame;
  /** ASS scripts by scene index: the segment's scenes', and the one before it when the first starts with a transition. */
  assPaths: Record<number, string>;
  /** Local files of the images and the logo, by storage key, and of the icons' pictures (getIconImageKey). */
  imagePaths: Record<string, string>;
  outputPath: string;
}

/** The `imagePaths` key of an icon's picture (an emoji drawn from the emoji font, not a stored file). */
export const getIconImageKey = (emoji: string) => `emoji:${[...emoji].map((c) => c.codePointAt(0)!.toString(16)).join('-')}`;

const hex = (color: string) => `0x${color.slice(1)}`;
const num = (value: number) => String(Math.round(value * 1e6) / 1e6);
/** A path inside a filter argument: quoted, with the characters the filter-graph parser treats specially escaped. */
const filterPath = (path: string) => `'${path.replace(/\\/g, '\\\\').replace(/'/g, "'\\''").replace(/:/g, '\\:')}'`;

/** One still frame of a background (an ffmpeg source); pieces repeat it (a gradient costs per pixel, a repeated frame nothing). */
function backgroundFrame(background: Background | null, frame: MotionFrame, fps: number): string {
  const size = `s=${frame.width}x${frame.height}`;
  if (background === null) return `color=c=black@0.0:${size}:r=${fps},format=yuva420p,trim=end_frame=1`;
  if (background.kind === 'solid') return `color=c=${hex(background.color)}:${size}:r=${fps},format=yuv420p,trim=end_frame=1`;
  // CSS convention: `angle` 0 runs to the top, 90 to the right, 135 to the bottom right. The filter takes points
  // inside the frame only, so the ends are clamped to its edges.
  const rad = (background.angle * Math.PI) / 180;
  const [ux, uy] = [Math.sin(rad), -Math.cos(rad)];
  const half = (Math.abs(ux) * frame.width + Math.abs(uy) * frame.height) / 2;
  const [cx, cy] = [frame.width / 2, frame.height / 2];
  const clampX = (v: number) => Math.round(Math.min(frame.width, Math.max(0, v)));
  const clampY = (v: number) => Math.round(Math.min(frame.height, Math.max(0, v)));
  const points = `x0=${clampX(cx - ux * half)}:y0=${clampY(cy - uy * half)}:x1=${clampX(cx + ux * half)}:y1=${clampY(cy + uy * half)}`;
  return `gradients=${size}:c0=${hex(background.from)}:c1=${hex(background.to)}:n=2:${points}:seed=1:speed=0.00001:r=${fps},trim=end_frame=1,format=yuv420p`;
}

/**
 * The segment's backgrounds, each made once: a 1080p gradient frame costs about a sixth of a CPU second, and scenes
 * (and the held copies transitions need) usually share one. `use` gives a piece its own copy's label; `filters` makes
 * each distinct background once and splits it into those copies.
 */
function backgroundPool(frame: MotionFrame, fps: number) {
  const used = new Map<string, { background: Background | null; labels: string[] }>();
  return {
    use(background: Background | null): string {
      const id = JSON.stringify(background);
      const entry = used.get(id) ?? { background, labels: [] };
      used.set(id, entry);
      const label = `bg${[...used.keys()].indexOf(id)}_${entry.labels.length}`;
      entry.labels.push(label);
      return label;
    },
    filters(): string[] {
      return [...used.values()].map(({ background, labels }) => `${backgroundFrame(background, frame, fps)}${labels.length > 1 ? `,split=${labels.length}` : ''}${labels.map((l) => `[${l}]`).join('')}`);
    },
  };
}

interface Piece {
  filters: string[];
  inputs: { path: string; options: string[] }[];
}

/**
 * One scene's picture over local frames [from, from + frames): background, images, then its ASS shapes and texts,
 * with timestamps in scene time so every animation (ASS tags, fades, slides) lands on the same frame in every render.
 */
function buildPiece(input: MotionSegmentJobInput, scene: Scene, assPath: string, from: number, frames: number, label: string, firstInput: number, backgroundLabel: string): Piece {
  const { frame, storyboard } = input;
  const fps = storyboard.fps;
  const transparent = storyboard.transparent;
  const shift = `setpts=(N+${from})/${fps}/TB`;
  const filters = [`[${backgroundLabel}]loop=loop=${frames - 1}:size=1,${shift}[${label}b0]`];
  const inputs: Piece['inputs'] = [];
  let current = `${label}b0`;
  // Pictures under the ASS layer (shapes and texts over them); icons over it, so their badge circles sit behind them.
  const overlay = (key: string, box: Box, animation: TextAnimation, name: string) => {
    const path = input.imagePaths[key];
    if (!path) return;
    const [bx, by, bw, bh] = [box.x * frame.width, box.y * frame.height, box.w * frame.width, box.h * frame.height];
    const index = firstInput + inputs.length;
    inputs.push({ path, options: [] });
    const fade = animation === 'none' ? '' : `,fade=t=in:st=0:d=0.4:alpha=1`;
    filters.push(`[${index}:v]scale=${Math.round(bw)}:${Math.round(bh)}:force_original_aspect_ratio=decrease:flags=lanczos,format=yuva420p,loop=loop=${frames - 1}:size=1,${shift}${fade}[${label}${name}]`);
    const slide = animation === 'slide-left' ? `+W*0.08*max(0\\,1-t/0.5)` : '';
    const rise = animation === 'slide-up' ? `+H*0.06*max(0\\,1-t/0.5)` : '';
    const eval_ = slide || rise ? ':eval=frame' : '';
    const next = `${label}o${name}`;
    filters.push(`[${current}][${label}${name}]overlay=x=${num(bx)}+(${num(bw)}-overlay_w)/2${slide}:y=${num(by)}+(${num(bh)}-overlay_h)/2${rise}${eval_}[${next}]`);
    current = next;
  };
  scene.images.forEach((image, i) => overlay(image.key, placeBox(scene, image.box, frame, true), image.animation, `i${i}`));
  filters.push(`[${current}]ass=f=${filterPath(assPath)}${transparent ? ':alpha=1' : ''}[${label}a]`);
  current = `${label}a`;
  (scene.icons ?? []).forEach((icon, i) => overlay(getIconImageKey(icon.emoji), icon.box, icon.animation, `e${i}`));
  filters.push(`[${current}]setpts=PTS-STARTPTS[${label}]`);
  return { filters, inputs };
}

/**
 * The ffmpeg encoder settings of a segment: H.264 for opaque video, VP9 with alpha for transparent video. x264's
 * ultrafast preset: on flat generated graphics it keeps veryfast's quality (PSNR 46.8 against 46.6 dB on a 1080p
 * segment) at a third of the encoding time; the files are larger (about 0.5 Mbit/s), which a short clip can afford.
 */
export function getMotionEncoder(transparent: boolean, fps: number): string[] {
  return transparent
    ? ['-c:v', 'libvpx-vp9', '-pix_fmt', 'yuva420p', '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1', '-crf', '30', '-b:v', '0', '-auto-alt-ref', '0', '-f', 'webm']
    : ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20', '-pix_fmt', 'yuv420p', '-g', String(fps * 2), '-f', 'mp4'];
}

/** The file extension of a storyboard's segments and output. */
export const getMotionExtension = (transparent: boolean) => (transparent ? 'webm' : 'mp4');

/**
 * The ffmpeg job that renders consecutive scenes as one segment, in a single process: per scene a background source,
 * image overlays, ASS text and shapes (libass), and the transition in from the previous scene's held last frames
 * (xfade); the scenes joined (concat filter), then the logo. The segment has exactly its scenes' frame count.
 */
export function buildMotionSegmentJob(input: MotionSegmentJobInput): FfmpegJob {
  const { storyboard, first, last, frame } = input;
  const fps = storyboard.fps;
  const filters: string[] = [];
  const inputs: Piece['inputs'] = [];
  const sceneOutputs: string[] = [];
  const pixelFormat = storyboard.transparent ? 'yuva420p' : 'yuv420p';
  const backgrounds = backgroundPool(frame, fps);
  const backgroundOf = (scene: Scene) => backgrounds.use(storyboard.transparent ? null : scene.background);
  let frames = 0;
  for (let index = first; index <= last; index++) {
    const scene = storyboard.scenes[index]!;
    const previous = index > 0 ? storyboard.scenes[index - 1]! : null;
    const transitionFrames = previous && scene.transition.kind !== 'cut' ? Math.min(scene.transition.durationFrames, scene.durationFrames, previous.durationFrames) : 0;
    const current = buildPiece(input, scene, input.assPaths[index]!, 0, scene.durationFrames, `c${index}`, inputs.length, backgroundOf(scene));
    filters.push(...current.filters);
    inputs.push(...current.inputs);
    if (previous && transitionFrames > 0 && transitionFrames < scene.durationFrames) {
      // The previous scene held past its end for the transition's length, then cross-faded into this one. xfade
      // works in 4:4:4 only: just the transition's frames go through it (each converted by an explicit `scale`, so
      // format negotiation cannot turn whole scenes into 4:4:4), and the rest of the scene joins after it untouched.
      const held = buildPiece(input, previous, input.assPaths[index - 1]!, previous.durationFrames, transitionFrames, `p${index}`, inputs.length, backgroundOf(previous));
      filters.push(...held.filters);
      inputs.push(...held.inputs);
      const c = `c${index}`;
      filters.push(`[${c}]split[${c}h0][${c}t0]`, `[${c}h0]trim=end_frame=${transitionFrames},scale[${c}h]`, `[${c}t0]trim=start_frame=${transitionFrames},setpts=PTS-STARTPTS[${c}t]`);
      filters.push(`[p${index}]scale[p${index}s]`, `[p${index}s][${c}h]xfade=transition=${scene.transition.kind}:duration=${num(transitionFrames / fps)}:offset=0,scale,format=${pixelFormat}[x${index}]`);
      sceneOutputs.push(`x${index}`, `${c}t`);
    } else sceneOutputs.push(`c${index}`);
    frames += scene.durationFrames;
  }
  filters.push(...backgrounds.filters());
  let out = sceneOutputs[0]!;
  if (sceneOutputs.length > 1) {
    filters.push(`${sceneOutputs.map((label) => `[${label}]`).join('')}concat=n=${sceneOutputs.length}:v=1:a=0[joined]`);
    out = 'joined';
  }
  const logoPath = storyboard.logo ? input.imagePaths[storyboard.logo.key] : undefined;
  if (storyboard.logo && logoPath) {
    const size = Math.round(Math.min(frame.width, frame.height) * 0.12);
    const pad = Math.round(Math.min(frame.width, frame.height) * 0.04);
    const corner = storyboard.logo.corner;
    const x = corner.endsWith('left') ? String(pad) : `W-w-${pad}`;
    const y = corner.startsWith('top') ? String(pad) : `H-h-${pad}`;
    const index = inputs.length;
    inputs.push({ path: logoPath, options: [] });
    filters.push(`[${index}:v]scale=${size}:${size}:force_original_aspect_ratio=decrease,format=yuva420p,loop=loop=${frames - 1}:size=1,setpts=N/${fps}/TB[logo]`);
    filters.push(`[${out}][logo]overlay=x=${x}:y=${y}[logoed]`);
    out = 'logoed';
  }
  return {
    inputs,
    outputOptions: ['-filter_complex', filters.join(';'), '-map', `[${out}]`, '-frames:v', String(frames), '-r', String(fps), ...getMotionEncoder(storyboard.transparent, fps), '-an', '-y'],
    output: input.outputPath,
    outputDurationS: frames / fps,
  };
}

export interface MotionAssembleJobInput {
  listPath: string;
  durationS: number;
  music: { path: string; volume: number } | null;
  transparent: boolean;
  outputPath: string;
}

/** Joins the scene segments (stream copy) and lays the music bed under them, faded in and out, cut to the length. */
export function buildMotionAssembleJob(input: MotionAssembleJobInput): FfmpegJob {
  const inputs = [{ path: input.listPath, options: ['-f', 'concat', '-safe', '0'] }];
  const d = input.durationS;
  let audio: string[] = ['-an'];
  if (input.music) {
    inputs.push({ path: input.music.path, options: ['-stream_loop', '-1'] });
    const fadeOut = Math.min(1.5, d / 3);
    audio = [
      '-filter_complex', `[1:a]atrim=0:${num(d)},asetpts=PTS-STARTPTS,afade=t=in:d=${num(Math.min(0.5, d / 4))},afade=t=out:st=${num(d - fadeOut)}:d=${num(fadeOut)},volume=${num(input.music.volume)}[a]`,
      '-map', '0:v:0', '-map', '[a]',
      ...(input.transparent ? ['-c:a', 'libopus', '-b:a', '128k'] : ['-c:a', 'aac', '-b:a', '160k']),
    ];
  }
  return {
    inputs,
    outputOptions: [...(input.music ? [] : ['-map', '0:v:0']), ...audio, '-c:v', 'copy', '-t', num(d), ...(input.transparent ? ['-f', 'webm'] : ['-movflags', '+faststart', '-f', 'mp4']), '-y'],
    output: input.outputPath,
    outputDurationS: d,
  };
}
