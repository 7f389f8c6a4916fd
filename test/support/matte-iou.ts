/** Intersection over union of two mattes (0..1 per pixel), each cut at 0.5. */
export function matteIou(a: Float32Array, b: Float32Array): number {
  let inter = 0;
  let union = 0;
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i]! > 0.5, b[i]! > 0.5];
    if (x && y) inter++;
    if (x || y) union++;
  }
  return inter / union;
}
