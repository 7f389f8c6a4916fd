import type { Locator } from 'playwright-core';

/**
 * Plays a page's <video> (muted), seeks it to `t` seconds and reads the RGB of the given pixels from the decoded frame:
 * what a viewer of the preview sees there. Also its size and duration.
 */
export async function sampleVideoPixels(video: Locator, t: number, points: { x: number; y: number }[]): Promise<{ size: string; duration: number; pixels: number[][] }> {
  return video.evaluate(async (v: HTMLVideoElement, at: { t: number; points: { x: number; y: number }[] }) => {
    v.muted = true;
    await v.play();
    v.pause();
    v.currentTime = at.t;
    await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(v, 0, 0);
    return { size: `${v.videoWidth}x${v.videoHeight}`, duration: v.duration, pixels: at.points.map(({ x, y }) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)]) };
  }, { t, points });
}
