import type { RgbFrame } from '../pixels/rgb-frame';
import type { FramesFinishing } from '../media/run-frame-pipeline';
import type { BackgroundChoice } from '../pixels/composite-background';
import type { MatteStep } from './matte-compositor';
import { openMatteThread } from './matte-thread';

/** The background remover's pixel stage, run on a worker thread so the model looks at the next frame meanwhile. */
export interface ThreadedCompositor {
  /** Finishes a frame (matte and composite); its pixels (and alpha) are replaced when this resolves. Frames in order. */
  finish(frame: RgbFrame, step: MatteStep): Promise<void>;
  setBackground(background: BackgroundChoice): void;
  /** Ends the render: the thread waits for the next one (or, with frames still out, is stopped). */
  close(): void;
}

/**
 * A batch through the two stages: each frame's step on this thread (`step`, in order), its finishing handed to the
 * compositing thread at once. The batch's frames are done when `finished` resolves (the frame pipeline's contract).
 */
export async function finishBatchThreaded(frames: RgbFrame[], step: (frame: RgbFrame, index: number) => Promise<MatteStep>, compositor: ThreadedCompositor): Promise<FramesFinishing> {
  const finishing: Promise<void>[] = [];
  for (const [i, frame] of frames.entries()) finishing.push(compositor.finish(frame, await step(frame, i)));
  return { finished: Promise.all(finishing).then(() => undefined) };
}

/** A compositing thread for one render, told the render's background. */
export function openThreadedCompositor(background: BackgroundChoice): ThreadedCompositor {
  const thread = openMatteThread();
  thread.post({ kind: 'start', background: withCopiedImage(background) });
  return {
    finish(frame, step) {
      return handled(async () => {
        // The frame's pixels move to the thread (no copy) when they are all of their buffer; otherwise a copy goes. A
        // whole matte (3.7 MB at 720p) moves too; the grid stage's small planes are copied.
        const own = frame.data.byteOffset === 0 && frame.data.byteLength === frame.data.buffer.byteLength ? frame.data : frame.data.slice();
        const transfer = [own.buffer as ArrayBuffer, ...('matte' in step ? [step.matte.buffer as ArrayBuffer] : [])];
        const reply = await thread.request({ kind: 'frame', frame: { data: own, width: frame.width, height: frame.height }, step }, transfer);
        if (reply.kind !== 'frame') throw new Error(`the compositing thread answered '${reply.kind}' to a frame`);
        frame.data = reply.data;
        if (reply.alpha) frame.alpha = reply.alpha;
      });
    },
    setBackground(next) {
      thread.post({ kind: 'background', background: withCopiedImage(next) });
    },
    close: () => thread.close(),
  };
}

/**
 * A frame's luma on the grid (`downsampleLuma`), worked out on a thread of its own: the model's thread asks for it
 * before it runs the model on the frame, and finds it ready after (a copy of the frame crosses; the model still needs it).
 */
export function openLumaThread(): { luma(frame: RgbFrame, grid: { width: number; height: number }): Promise<Float32Array>; close(): void } {
  const thread = openMatteThread();
  return {
    luma(frame, grid) {
      const data = frame.data.slice();
      return handled(async () => {
        const reply = await thread.request({ kind: 'luma', data, width: frame.width, height: frame.height, grid }, [data.buffer]);
        if (reply.kind !== 'luma') throw new Error(`the luma thread answered '${reply.kind}'`);
        return reply.luma;
      });
    },
    close: () => thread.close(),
  };
}

/** The background as it crosses to the thread (a picture is copied: the render keeps its own). */
function withCopiedImage(background: BackgroundChoice): BackgroundChoice {
  return background.kind === 'image' ? { kind: 'image', image: { ...background.image, data: background.image.data.slice() } } : background;
}

/** Runs `work`, whose failure is awaited later (or never, when the render failed first): not an unhandled rejection. */
function handled<T>(work: () => Promise<T>): Promise<T> {
  const promise = work();
  promise.catch(() => {});
  return promise;
}
