/** Output shapes for social media; `source` keeps the input's. Pure: the workflow uses it too. */
export const ASPECTS = { source: null, '16:9': 16 / 9, '9:16': 9 / 16, '1:1': 1, '4:5': 4 / 5 } as const;
export type Aspect = keyof typeof ASPECTS;

export const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The output frame size: the aspect fitted inside the source, then within the resolution cap (both even). */
export function getFrameSize(source: { width: number; height: number }, aspect: Aspect, maxSide: number): { width: number; height: number } {
  const ratio = ASPECTS[aspect] ?? source.width / source.height;
  let width = source.width;
  let height = width / ratio;
  if (height > source.height) {
    height = source.height;
    width = height * ratio;
  }
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: even(width * scale), height: even(height * scale) };
}

