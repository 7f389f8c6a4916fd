export interface StabilizeOptions {
  /** 1-10: how shaky the footage is; also sets the detect search range. */
  shakiness?: number;
  /** 1-10: how calm the camera path becomes; maps to vid.stab's gaussian window of ±(4 x smoothness) frames. */
  smoothness?: number;
  /** Fixed zoom in percent that hides the moving borders; default 2 + shakiness. Borders left over are black. */
  zoomPercent?: number;
  /** Camera meant to stand still: every frame is aligned to the range's first frame, no smoothing. */
  tripod?: boolean;
}

export interface ResolvedStabilizeOptions {
  shakiness: number;
  smoothingFrames: number;
  zoomPercent: number;
  tripod: boolean;
}

const clamp = (value: unknown, min: number, max: number, fallback: number) => {
  const n = Number(value ?? fallback);
  return Math.min(max, Math.max(min, Number.isFinite(n) ? n : fallback));
};

/** Options with defaults and bounds applied; `smoothingFrames` is the pre- and post-roll a segment's transform needs. */
export function resolveStabilizeOptions(options: StabilizeOptions): ResolvedStabilizeOptions {
  const shakiness = Math.round(clamp(options.shakiness, 1, 10, 5));
  const tripod = options.tripod === true;
  return {
    shakiness,
    smoothingFrames: tripod ? 0 : Math.round(clamp(options.smoothness, 1, 10, 5)) * 4,
    zoomPercent: clamp(options.zoomPercent, 0, 30, 2 + shakiness),
    tripod,
  };
}

/** Escapes a path for use as a filter option value. */
function filterPath(path: string): string {
  return `'${path.replace(/\\/g, '\\\\').replace(/'/g, "'\\\\''").replace(/:/g, '\\:')}'`;
}

/**
 * vid.stab pass 1 for one segment: writes the segment's motions to `trfPath`. In tripod mode the reference frame must
 * be the input's first frame (feed the range's first frame ahead of the segment; its entry is dropped on merge).
 */
export function buildStabilizeDetectFilter(options: StabilizeOptions, trfPath: string): string {
  const o = resolveStabilizeOptions(options);
  return `vidstabdetect=result=${filterPath(trfPath)}:shakiness=${o.shakiness}:accuracy=15:stepsize=6${o.tripod ? ':tripod=1' : ''}`;
}

/**
 * vid.stab pass 2 for one segment read with `preRollFrames` before it (and any post-roll after), using the slice of
 * the merged list for exactly those input frames; trims back to the segment's `frames`. Segment-safe by design: the
 * gaussian path smoothing (optalgo=gauss, ±smoothingFrames) is local, unlike the default global optimiser; the zoom is
 * fixed, because vid.stab's optimal zoom is computed from whichever frames a run sees and would jump at every join;
 * and borders are black, because 'keep' paints them from the previous output frame, which a segment does not have.
 * The light unsharp afterwards is vid.stab's own advice: the resampling softens the picture.
 */
export function buildStabilizeTransformFilter(options: StabilizeOptions, trfPath: string, roll: { preRollFrames: number; frames: number }): string {
  const o = resolveStabilizeOptions(options);
  const mode = o.tripod ? 'tripod=1' : `smoothing=${o.smoothingFrames}:optalgo=gauss:relative=1`;
  return [
    `vidstabtransform=input=${filterPath(trfPath)}:${mode}:optzoom=0:zoom=${o.zoomPercent}:crop=black:interpol=bicubic`,
    'unsharp=5:5:0.6:3:3:0.3',
    `trim=start_frame=${roll.preRollFrames}:end_frame=${roll.preRollFrames + roll.frames}`,
    'setpts=PTS-STARTPTS',
  ].join(',');
}
