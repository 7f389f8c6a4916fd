// Masks are made at this size (longest side): GrabCut and optical flow cost grows with the pixel count, and a click
// must answer in under 2 s on a CPU worker. Renders scale the mask up and feather it.
export const CHANGER_WORKING_SIDE = 320;

/** The working size of a video: its longest side at most 320 px, even numbers, the aspect ratio kept. */
export function getChangerWorkingSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, CHANGER_WORKING_SIDE / Math.max(width, height));
  const even = (v: number) => Math.max(2, Math.round((v * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}
