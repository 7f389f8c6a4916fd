import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TimeSegment } from '../../../domain/media/plan-segments';
import { getSlowMoPlan } from '../../../domain/rules/get-slow-mo-plan';
import type { WiredToolId } from '../../../domain/jobs/tool-wiring';
import { buildSharpenFilter } from '../media/build-sharpen-filter';
import { buildLightenFilter } from '../media/build-lighten-filter';
import { buildInterpolateSegment } from '../media/build-interpolate-segment';
import { buildSlowmoAudioFilter } from '../media/build-slowmo-audio-filter';
import { buildStabilizeTransformFilter } from '../media/build-stabilize-filter';
import { planStabilizeSegment } from '../media/plan-stabilize-segment';
import { buildVoiceShiftFilter, type VoiceShiftOptions } from '../media/build-voice-shift-filter';
import { formatTrf, parseTrf, sliceTrf } from '../media/vidstab-trf';
import type { RgbFrame } from '../pixels/rgb-frame';
import type { FramesFinishing } from '../media/run-frame-pipeline';
import { getBoxesAt } from '../blurring/build-tracks';
import { coverRegions, type CoverOptions } from '../blurring/cover-regions';
import { getCoverImage, type RgbaImage } from '../blurring/cover-images';
import type { TrackFile } from '../blurring/track-analyser';
import { describePersonMatting, openPersonMatter } from '../models/warm-models';
import type { BackgroundChoice } from '../pixels/composite-background';
import { finishBatchThreaded, openThreadedCompositor } from '../matting/open-matte-compositor';
import { ApplicationFailure } from '@temporalio/common';
import { isChosenImage } from '../../../domain/files/chosen-image';
import { loadCoverImage, loadStickerImage } from '../pixels/load-cover-image';
import { changerEffect } from './changer-effect';
import { faceEnhanceEffect, upscaleEffect } from './upscale-effect';

/** What a segment render knows beyond its own frames: the range it belongs to and the range's analysis. */
export interface SegmentContext {
  fps: number;
  segment: TimeSegment;
  /** The whole rendered range, in frames of the source. */
  range: { firstFrame: number; frames: number };
  /** The range's analysis: measured values, and a local file (e.g. merged motion transforms) when there is one. */
  analysis: { values: Record<string, number>; path: string | null };
  sourcePath: string;
  scratch: string;
  /** The render's sizes (source and output), for tools whose frames change size, and whether it is watermarked. */
  look?: { sourceWidth: number; sourceHeight: number; width: number; height: number; watermark?: boolean };
  /** Tells the worker the render is alive (a slow model between two batches' progress reports). */
  keepAlive?: () => void;
  /** A stored file the options name (an uploaded background image), fetched into the scratch directory: its path. */
  fetchStored?: (key: string) => Promise<string>;
  /** The render's cancellation (the activity's): work a processor starts on its own (decoding a picture) stops with it. */
  signal?: AbortSignal;
}

/** The size frames are decoded at, and the size a frame processor hands them out at (an upscaler's are bigger). */
export interface FrameSizes {
  decode: { width: number; height: number };
  processed: { width: number; height: number };
}

/** How one segment is rendered: which source frames to decode, the tool's filter, and what comes out. */
export interface SegmentRenderPlan {
  /** Where to seek: by default half a frame before the segment's first frame. */
  seekS: number;
  /** How much of the source to read from there; unbounded when absent (the output's frame count ends the run). */
  inputDurationS?: number;
  /** The tool's video filter; it must turn the decoded frames into exactly `outputFrames` frames. */
  filter: string | null;
  outputFrames: number;
  outputFps: number;
}

/**
 * Changes a batch of decoded frames in place (or replaces them in the array); `firstFrame` is the first one's number in
 * the source. It may return `finished` (frames completed on another thread: the next batch comes meanwhile) and have a
 * `close`, called once the render ends, however it ends.
 */
export type FrameProcessor = ((frames: RgbFrame[], firstFrame: number) => Promise<void | FramesFinishing> | void) & { close?: () => void };

/** What happens to the sound at assembly. */
export type AudioTreatment = { kind: 'source' } | { kind: 'filter'; filter: string } | { kind: 'denoise'; strength: number } | { kind: 'drop' };

/** A tool's media work, as the segment render and the assembly apply it. */
export interface ToolEffect {
  planSegment(options: Record<string, unknown>, context: SegmentContext): Promise<SegmentRenderPlan> | SegmentRenderPlan;
  audio(options: Record<string, unknown>, durationS: number): AudioTreatment;
  /**
   * For tools whose frames pass through code (a model, a mask) instead of an ffmpeg filter: the segment's frames are
   * decoded through a pipe at the source's size, changed by this processor, and encoded (with the size cap and
   * watermark) through a pipe. The plan's filter must then be null.
   */
  frameProcessor?(options: Record<string, unknown>, context: SegmentContext): Promise<FrameProcessor>;
  /** For a frame processor that changes the frame size: decode and processed sizes (the source's, both, when absent). */
  frameSizes?(options: Record<string, unknown>, look: NonNullable<SegmentContext['look']>): FrameSizes;
  /** Frames per processor call (4 when absent); 1 for a model that takes seconds a frame, so progress and ETA start early. */
  batchSize?: number;
  /** Frames before the segment the processor sees first without output (its temporal state continues across segments). */
  leadInFrames?: number;
  /** Output length / input length (slow motion plays longer); 1 when absent. */
  timeScale?(options: Record<string, unknown>, fps: number): number;
  /** For a processor that runs models: which model does each capability's work, and where it runs (the job's details). */
  describeInference?(options: Record<string, unknown>, look: NonNullable<SegmentContext['look']>): Promise<Record<string, string>>;
}

/** The segment's own frames, read from half a frame before the first. */
function ownFrames(context: SegmentContext, filter: string | null): SegmentRenderPlan {
  return { seekS: Math.max(0, (context.segment.firstFrame - 0.5) / context.fps), filter, outputFrames: context.segment.frames, outputFps: context.fps };
}

/** A tool whose work is one filter on each frame: the segment's own frames in, as many out; sound untouched. */
function frameFilterEffect(build: (options: Record<string, unknown>, context: SegmentContext) => string | null): ToolEffect {
  return { planSegment: (options, context) => ownFrames(context, build(options, context)), audio: () => ({ kind: 'source' }) };
}

/** A tool that changes only the sound: the preview still re-encodes the picture (watermark, size cap). */
function soundEffect(audio: (options: Record<string, unknown>) => AudioTreatment): ToolEffect {
  return { planSegment: (_options, context) => ownFrames(context, null), audio };
}

/** vid.stab's transform for one segment: the merged motion list sliced to the frames it reads (with smoothing roll). */
async function planStabilizedSegment(options: Record<string, unknown>, context: SegmentContext): Promise<SegmentRenderPlan> {
  if (!context.analysis.path) throw new Error('the stabilizer renders from a motion analysis');
  const { fps, segment, range } = context;
  const rangeBounds = [{ ...segment, startS: range.firstFrame / fps }, segment, { ...segment, endS: (range.firstFrame + range.frames) / fps }];
  const plan = planStabilizeSegment(options, rangeBounds, 1, fps, context.sourcePath, join(context.scratch, 'detect-unused.trf'));
  const slicePath = join(context.scratch, 'segment.trf');
  await writeFile(slicePath, formatTrf(sliceTrf(parseTrf(await readFile(context.analysis.path, 'utf8')), plan.transform.sliceFrom, plan.transform.sliceTo)));
  return {
    seekS: plan.transform.inputStartS,
    inputDurationS: plan.transform.inputDurationS,
    filter: buildStabilizeTransformFilter(options, slicePath, plan.transform),
    outputFrames: plan.transform.frames,
    outputFps: fps,
  };
}

const slowMo: ToolEffect = {
  planSegment(options, context) {
    const plan = getSlowMoPlan(context.fps, options);
    const isLast = context.segment.firstFrame + context.segment.frames >= context.range.firstFrame + context.range.frames;
    const segment = buildInterpolateSegment({ mode: plan.mode, factor: plan.factor as 2 | 4, inputFps: context.fps }, context.segment, isLast);
    return { seekS: segment.inputStartS, inputDurationS: segment.inputDurationS, filter: segment.filter, outputFrames: segment.outputFrames, outputFps: segment.outputFps };
  },
  audio(options, durationS) {
    const plan = getSlowMoPlan(30, options);
    if (plan.mode === 'fps') return { kind: 'source' };
    const filter = buildSlowmoAudioFilter({ audio: plan.audio, factor: plan.factor, durationS });
    return filter ? { kind: 'filter', filter } : { kind: 'drop' };
  },
  timeScale: (options, fps) => getSlowMoPlan(fps, options).timeScale,
};

/**
 * Face and plate blurring: the chosen tracks' boxes (from the detect step's merged tracks) covered on every frame.
 * `options.selected` lists the chosen track ids (all when absent).
 */
const coverTracks: ToolEffect = {
  planSegment: (_options, context) => ownFrames(context, null),
  audio: () => ({ kind: 'source' }),
  async frameProcessor(options, context) {
    if (!context.analysis.path) throw new Error('blurring renders from the detect step\'s tracks');
    const file = JSON.parse(await readFile(context.analysis.path, 'utf8')) as TrackFile;
    const selected = Array.isArray(options.selected) ? new Set(options.selected as number[]) : null;
    const tracks = file.tracks.filter((t) => !selected || selected.has(t.id));
    const cover: CoverOptions = {
      mode: (options.mode as CoverOptions['mode']) ?? 'blur',
      shape: (options.shape as CoverOptions['shape']) ?? 'ellipse',
      maskScale: Number(options.mask_scale ?? 130) / 100,
      ...(options.mode === 'image' ? { image: await getFaceCoverPicture(options, context) } : {}),
    };
    return (frames, firstFrame) => {
      frames.forEach((frame, i) => {
        // Tracks are in source pixels; frames arrive at the source size.
        const sx = frame.width / file.sourceWidth;
        const sy = frame.height / file.sourceHeight;
        const boxes = getBoxesAt(tracks, firstFrame + i).map((b) => ({ x: b.x * sx, y: b.y * sy, w: b.w * sx, h: b.h * sy }));
        coverRegions(frame, boxes, cover);
      });
    };
  },
};

const BACKGROUND_COLOURS: Record<string, [number, number, number]> = { white: [255, 255, 255], black: [0, 0, 0], green: [0, 177, 64], blue: [0, 71, 187] };

/**
 * Auto Background Remover: the person's matte per frame (MediaPipe selfie on a square around the person, smoothed
 * over time, edges refined on the full-resolution frame: vision/person-matter.ts), composited over a colour (green
 * screen included), the blurred frame, the user's picture (cover-fit), or nothing (transparent: WebM VP9 or ProRes 4444
 * with the matte as alpha).
 */
const replaceBackground: ToolEffect = {
  planSegment: (_options, context) => ownFrames(context, null),
  audio: () => ({ kind: 'source' }),
  leadInFrames: 8,
  describeInference: describePersonMatting,
  async frameProcessor(options, context) {
    const choice = String(options.background ?? 'transparent');
    // The user's picture (the server checked it is theirs and stored its key), fetched once and fitted to the frames' size.
    const imagePath = choice === 'image' ? await fetchChosenImage(options.background_image, context) : null;
    let image: RgbFrame | null = null;
    // A transparent render writes the matte as alpha (`alphaOutput`, set by the segment render for the paid output);
    // its watermarked preview shows the person over a checkerboard.
    const background: BackgroundChoice =
      choice === 'blur' ? { kind: 'blur' }
      : choice === 'transparent' ? { kind: options.alphaOutput ? 'transparent' : 'checkerboard' }
      : choice === 'image' ? { kind: 'checkerboard' }
      : { kind: 'color', rgb: BACKGROUND_COLOURS[choice === 'solid' ? String(options.color ?? 'white') : 'green'] ?? BACKGROUND_COLOURS.white! };
    // One matter per segment render: its temporal state warms up on the lead-in frames. The model and the grid work
    // stay here; each frame's full-resolution matte and composite run on a worker thread while the model looks at the
    // next frame.
    const matter = await openPersonMatter();
    const compositor = openThreadedCompositor(background);
    const processor: FrameProcessor = (frames) =>
      finishBatchThreaded(frames, async (frame) => {
        if (imagePath && (image?.width !== frame.width || image.height !== frame.height)) {
          image = await loadBackgroundPicture(imagePath, frame, context);
          compositor.setBackground({ kind: 'image', image });
        }
        return matter.nextStep(frame);
      }, compositor);
    processor.close = () => {
      compositor.close();
      matter.close?.();
    };
    return processor;
  },
};

/** The local copy of a chosen picture (an image option); none chosen is the user's input to fix, not a fault to retry. */
async function fetchChosenImage(chosen: unknown, context: SegmentContext, option = 'background_image'): Promise<string> {
  if (!isChosenImage(chosen) || !context.fetchStored) throw ApplicationFailure.create({ type: 'option_required', message: `a picture is needed (${option}), and none was chosen`, details: [{ option }], nonRetryable: true });
  return context.fetchStored(chosen.key);
}

/** The side of the square a user's face cover picture is decoded into (faces are rarely bigger on screen). */
const COVER_PICTURE_SIDE = 256;

/** The picture laid over faces: a built-in one, or the user's own ('upload', option `cover_picture`). */
async function getFaceCoverPicture(options: Record<string, unknown>, context: SegmentContext): Promise<RgbaImage> {
  if (options.image !== 'upload') return getCoverImage(String(options.image ?? 'smiley'));
  const path = await fetchChosenImage(options.cover_picture, context, 'cover_picture');
  const { signal } = context;
  try {
    return await loadStickerImage(path, COVER_PICTURE_SIDE, join(context.scratch, 'cover-picture.rgba'), signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw ApplicationFailure.create({ type: 'image_type_unsupported', message: `the cover picture could not be decoded: ${String(error)}`, nonRetryable: true });
  }
}

/** The picture cover-fit to the frame; a stored file ffmpeg cannot decode is `image_type_unsupported` (bad input, no retry). */
async function loadBackgroundPicture(path: string, frame: RgbFrame, context: SegmentContext): Promise<RgbFrame> {
  const { signal } = context;
  try {
    return await loadCoverImage(path, frame.width, frame.height, join(context.scratch, 'background.rgb'), signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw ApplicationFailure.create({ type: 'image_type_unsupported', message: `the background picture could not be decoded: ${String(error)}`, nonRetryable: true });
  }
}

/**
 * The effects of the tools whose work is a segmented render, by tool id: every tool with a recipe in TOOL_WIRING
 * (domain/jobs/tool-wiring.ts), and the Background Changer, whose own workflow renders in segments too
 * (temporal/tool-wiring.test.ts checks both ways).
 */
export const TOOL_EFFECTS: Readonly<Partial<Record<WiredToolId, ToolEffect>>> = {
  video_sharpener: frameFilterEffect((options) => buildSharpenFilter(options)),
  video_lightener: frameFilterEffect((options, context) => {
    const filter = buildLightenFilter(options, { meanY: context.analysis.values.meanY ?? 128 });
    return filter === 'null' ? null : filter;
  }),
  video_stabilizer: { planSegment: planStabilizedSegment, audio: () => ({ kind: 'source' }) },
  slow_mo: slowMo,
  video_background_noise_remover: soundEffect((options) => ({ kind: 'denoise', strength: Number(options.strength ?? 7) })),
  face_anonymizer: coverTracks,
  plate_blurring: coverTracks,
  auto_video_background_remover: replaceBackground,
  video_background_remover: changerEffect,
  voice_redaction: soundEffect((options) => ({ kind: 'filter', filter: buildVoiceShiftFilter(options as unknown as VoiceShiftOptions) })),
  video_enhancer: upscaleEffect,
  face_enhancer: faceEnhanceEffect,
};

/** The effect of a tool, or a clear failure for a tool the workers do not know (a newer server than worker). */
export function getToolEffect(toolId: string): ToolEffect {
  const effect = Object.hasOwn(TOOL_EFFECTS, toolId) ? TOOL_EFFECTS[toolId as WiredToolId] : undefined;
  if (!effect) throw new Error(`No media effect is registered for tool '${toolId}' on this worker`);
  return effect;
}
