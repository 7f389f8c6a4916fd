/** A click on a frame of the background changer: where (0..1 of width and height), and include or exclude. */
export interface ChangerClick {
  x: number;
  y: number;
  include: boolean;
}

/** A frame the user clicked on: its clicks and the mask they gave (a storage key of a PNG at the working size). */
export interface ChangerKeyframe {
  frame: number;
  clicks: ChangerClick[];
  mask_key: string;
  /** Share of the frame the mask covers, 0..1. */
  coverage: number;
  /** How long the click took to turn into a mask on the worker, in milliseconds. */
  mask_ms: number;
}

/** The interactive part of a background-changer job, as the page needs it. */
export interface ChangerView {
  /** Null until the interactive model is ready on a worker. */
  model: { backend: string; load_ms: number } | null;
  /** The size masks are made at (the video scaled down so a click answers in well under 2 s on a CPU). */
  working: { width: number; height: number };
  /** The frames the user can click and propagate through (source frame numbers, first inclusive). */
  frames: { first: number; count: number; fps: number };
  keyframes: ChangerKeyframe[];
  propagating: boolean;
  /** Every frame of the range has a mask from the current clicks. */
  propagated: boolean;
  /** When the page stops accepting work (the plan's window), epoch milliseconds. */
  window_ends_at_ms: number;
}
