import type { RgbFrame } from '../models/rgb-frame';
import { compositeBackground, type BackgroundChoice } from './composite-background';
import { MatteRefiner, type MatteFit } from './person-matter';

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

  finish(frame: RgbFrame, fit: MatteFit): void {
    const matte = this.refiner.refine(frame, fit);
    compositeBackground(frame, matte, this.background, this.refiner.cells);
  }
}

/** What the worker thread is told: a new render (its background), a new background, or a frame to finish. */
export type CompositorRequest =
  | { kind: 'start'; background: BackgroundChoice }
  | { kind: 'background'; background: BackgroundChoice }
  | { kind: 'frame'; frame: RgbFrame; fit: MatteFit };

/** What it answers for each frame, in order: the finished pixels (and alpha), or why it failed. */
export type CompositorReply = { kind: 'frame'; data: Uint8Array; alpha?: Uint8Array } | { kind: 'error'; message: string };
