import type { RgbaImage } from '../pixels/rgb-frame';

const SIDE = 128;

/** Draws an image by a colour function of normalised coordinates (-1..1, y down); null is transparent. */
function draw(colour: (x: number, y: number) => [number, number, number] | null): RgbaImage {
  const data = new Uint8Array(SIDE * SIDE * 4);
  for (let py = 0; py < SIDE; py++) {
    for (let px = 0; px < SIDE; px++) {
      // 4 samples a pixel: smooth edges without an image library.
      const sum = [0, 0, 0, 0];
      for (const [ox, oy] of [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]] as const) {
        const c = colour(((px + ox) / SIDE) * 2 - 1, ((py + oy) / SIDE) * 2 - 1);
        if (!c) continue;
        sum[0]! += c[0];
        sum[1]! += c[1];
        sum[2]! += c[2];
        sum[3]! += 1;
      }
      const at = (py * SIDE + px) * 4;
      const n = sum[3]!;
      if (n > 0) for (let c = 0; c < 3; c++) data[at + c] = Math.round(sum[c]! / n);
      data[at + 3] = Math.round((n / 4) * 255);
    }
  }
  return { data, width: SIDE, height: SIDE };
}

export const SMILEY_YELLOW: [number, number, number] = [255, 204, 0];
const INK: [number, number, number] = [40, 30, 20];

/** A smiley: yellow disc, dark outline, eyes and smile. */
function smiley(): RgbaImage {
  return draw((x, y) => {
    const r = Math.hypot(x, y);
    if (r > 0.98) return null;
    if (r > 0.9) return INK;
    for (const ex of [-0.33, 0.33]) if (((x - ex) / 0.12) ** 2 + ((y + 0.25) / 0.2) ** 2 <= 1) return INK;
    // The smile: a band of the circle of radius 0.55 below the centre.
    const m = Math.hypot(x, y + 0.05);
    if (y > 0.15 && m > 0.48 && m < 0.6) return INK;
    return SMILEY_YELLOW;
  });
}

/** A five-pointed star. */
function star(): RgbaImage {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? 0.98 : 0.42;
    return [Math.cos(angle) * radius, Math.sin(angle) * radius + 0.08] as const;
  });
  return draw((x, y) => {
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i]!;
      const [xj, yj] = points[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside ? [255, 190, 30] : null;
  });
}

const BUILT_IN: Record<string, () => RgbaImage> = { smiley, star };
const made = new Map<string, RgbaImage>();

/** The built-in cover pictures a user picks from (face blurring's "image" style), drawn once per worker. */
export function getCoverImage(name: string): RgbaImage {
  const make = BUILT_IN[name] ?? smiley;
  let image = made.get(name);
  if (!image) {
    image = make();
    made.set(name, image);
  }
  return image;
}
