import { join } from 'node:path';
import { encodeRuns, type MaskTrack } from '../../temporal/activities/changer/mask-track';
import { createLocalStorage } from '../../temporal/activities/storage/local-storage';
import { isInside, makeMovingObjectClip, type SceneObject } from './make-changer-scene';
import { renderToolSegments } from './render-tool-segments';

/** The ball clip's size and rate: 2 s of a ball crossing a cluttered scene. */
export const BALL = { width: 320, height: 180, fps: 10, frames: 20 } as const;

/**
 * A background changer job over a ball clip whose masks are known (the ball's exact shape, stored as the job's mask
 * track at half size, as the working size would be): `render` renders it with options, `ballMask` is the truth.
 */
export function makeChangerBallJob(dir: string) {
  const clipPath = join(dir, 'ball.mp4');
  const { objectAt } = makeMovingObjectClip(clipPath, { ...BALL, object: { cx: 70, cy: 90, rx: 34, ry: 28, rgb: [225, 120, 40] }, velocity: { x: 8, y: 1 } });
  /** The ball's exact mask on frame n at a size (1 inside), scaled from the clip's size. */
  const ballMask = (n: number, width: number = BALL.width, height: number = BALL.height): Uint8Array => {
    const ball = objectAt(n);
    const s = width / BALL.width;
    return Uint8Array.from({ length: width * height }, (_, p) => (isInside(ball, ((p % width) + 0.5) / s - 0.5, (Math.floor(p / width) + 0.5) / s - 0.5) ? 1 : 0));
  };
  async function render(storageDir: string, name: string, options: Record<string, unknown>, watermark: boolean): Promise<string> {
    const [tw, th] = [BALL.width / 2, BALL.height / 2];
    const track: MaskTrack = { width: tw, height: th, firstFrame: 0, runs: Array.from({ length: BALL.frames }, (_, n) => encodeRuns(ballMask(n, tw, th).map((v) => v * 255))) };
    const analysisKey = `jobs/${name}/changer/track-r0.json`;
    await createLocalStorage(storageDir).put(analysisKey, Buffer.from(JSON.stringify(track)));
    return renderToolSegments({ storageDir, name, toolId: 'video_background_remover', clipPath, ...BALL, durationS: BALL.frames / BALL.fps, hasAudio: false, options, watermark, analysisKey });
  }
  return { clipPath, ballAt: (n: number): SceneObject => objectAt(n), ballMask, render };
}
