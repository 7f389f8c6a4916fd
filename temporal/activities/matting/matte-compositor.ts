import type { RgbFrame } from '../pixels/rgb-frame';
import { compositeBackground, type BackgroundChoice } from '../pixels/composite-background';
import { MatteRefiner, type MatteFit } from './person-matter';

/** What a frame is finished from: the grid stage's fits (`PersonMatter`), or a whole matte a model gave (RVM). */
export type MatteStep = MatteFit | { matte: Float32Array };

/** A person's matte frame after frame, for one render: the step the compositor finishes each frame from. */
export interface FrameMatter {
  nextStep(frame: RgbFrame): Promise<MatteStep>;
  /** Frees what the render held (a recurrent model's state). */
  close?(): void;
}

/**
 * The background remover's pixel stage: a frame's matte from the grid stage's fits (`MatteRefiner`), then the person
 * over the chosen background, in place. Frames must come in order (the matte is held steady against the previous one).
 */
export class MatteCompositor {
  private readonly refiner = new MatteRefiner();

  constructor(private background: BackgroundChoice) {}

  setBackground(background: BackgroundChoice): void {
    this.background = background;
  }

  finish(frame: RgbFrame, step: MatteStep): void {
    if ('matte' in step) {
      compositeBackground(frame, step.matte, this.background);
      return;
    }
    const matte = this.refiner.refine(frame, step);
    compositeBackground(frame, matte, this.background, this.refiner.cells);
  }
}

/** What the worker thread is told: a new render (its background), a new background, a frame to finish, or a frame whose luma is wanted. */
export type CompositorRequest =
  | { kind: 'start'; background: BackgroundChoice }
  | { kind: 'background'; background: BackgroundChoice }
  | { kind: 'frame'; frame: RgbFrame; step: MatteStep }
  | { kind: 'luma'; data: Uint8Array; width: number; height: number; grid: { width: number; height: number } };

/** What it answers to each frame or luma request, in order: the finished pixels (and alpha), the luma, or why it failed. */
export type CompositorReply = { kind: 'frame'; data: Uint8Array; alpha?: Uint8Array } | { kind: 'luma'; luma: Float32Array } | { kind: 'error'; message: string };
