import { ASPECTS, even, type Aspect } from '../../../domain/editing/get-frame-size';

export { ASPECTS, type Aspect };

/**
 * Framing filter for a clip: `crop` cuts the aspect out of the picture, its centre following `centreX` (0..1 over the
 * clip's frames: a piecewise-linear path through the subject's positions); `blur` fits the whole picture over a
 * blurred, filled copy of itself (for wide shots on a tall screen).
 */
export function buildFrameFilter(input: { sourceWidth: number; sourceHeight: number; width: number; height: number; aspect: Aspect; layout: 'crop' | 'blur'; path?: { t: number; x: number; y?: number }[] }): string {
  const { width, height } = input;
  if (ASPECTS[input.aspect] === null) return `scale=${width}:${height}:flags=lanczos,setsar=1`;
  if (input.layout === 'blur') {
    return `split=2[bg][fg];[bg]scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},gblur=sigma=24[bgb];[fg]scale=${width}:${height}:force_original_aspect_ratio=decrease[fgs];[bgb][fgs]overlay=(W-w)/2:(H-h)/2,setsar=1`;
  }
  const ratio = ASPECTS[input.aspect]!;
  const cropW = even(Math.min(input.sourceWidth, input.sourceHeight * ratio));
  const cropH = even(Math.min(input.sourceHeight, cropW / ratio));
  const maxX = input.sourceWidth - cropW;
  const maxY = input.sourceHeight - cropH;
  const path = input.path ?? [];
  const x = path.length > 0 && maxX > 0 ? buildPathExpression(path.map((p) => ({ t: p.t, v: p.x })), input.sourceWidth, cropW, maxX) : String(Math.round(maxX / 2));
  // A tall picture cut to a wider shape: the crop's height follows the faces too (the middle without them).
  const y = path.length > 0 && maxY > 0 ? buildPathExpression(path.map((p) => ({ t: p.t, v: p.y ?? 0.5 })), input.sourceHeight, cropH, maxY) : String(Math.round(maxY / 2));
  return `crop=${cropW}:${cropH}:'${x}':'${y}',scale=${width}:${height}:flags=lanczos,setsar=1`;
}

/** A crop-offset expression in t (seconds from the clip's start) through the path's centres (0..1), kept inside the picture. */
function buildPathExpression(path: { t: number; v: number }[], sourceSide: number, cropSide: number, maxOffset: number): string {
  const left = (v: number) => Math.round(Math.min(maxOffset, Math.max(0, v * sourceSide - cropSide / 2)));
  if (path.length === 1) return String(left(path[0]!.v));
  // Nested if(lt(t, t_i), lerp...) from the last segment backwards.
  let expr = String(left(path[path.length - 1]!.v));
  for (let i = path.length - 2; i >= 0; i--) {
    const a = path[i]!;
    const b = path[i + 1]!;
    const [xa, xb] = [left(a.v), left(b.v)];
    const span = Math.max(1e-3, b.t - a.t);
    expr = `if(lt(t,${b.t.toFixed(3)}),${xa}+(${xb - xa})*(t-${a.t.toFixed(3)})/${span.toFixed(3)},${expr})`;
  }
  return `if(lt(t,${path[0]!.t.toFixed(3)}),${left(path[0]!.v)},${expr})`;
}
