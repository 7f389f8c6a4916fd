/**
 * How a render tool's work is shaped, as the workflow needs to know it (the ffmpeg details live in the activities):
 * - analysis: none; one measurement of the whole range (`range`: the lightener's luma, so every segment gets the same
 *   correction); or a pass over every segment whose results are merged before rendering (`segments`: the stabilizer's
 *   motion detection, vid.stab's first pass). The kind names the worker's analyser (ANALYSERS in
 *   temporal/activities/effects/analysers.ts);
 * - finalVideo: the paid output re-encodes the video, or copies it untouched (audio tools change only the sound);
 * - requiresAudio: a video without sound is refused (media_no_audio_stream) before any work;
 * - worksIn: what does the analysis and render work. `ffmpeg` (a child process) leaves the worker's event loop free to
 *   heartbeat, so a dead worker is noticed within the short timeout; `models` (or absent) may hold it for a model call.
 */
export interface RenderRecipe {
  analysis: { kind: 'luma'; scope: 'range' } | { kind: 'motion' | 'faces' | 'plates'; scope: 'segments' } | null;
  finalVideo: 'render' | 'copy';
  requiresAudio: boolean;
  /** Segment length in seconds when not the default 10 s (a slow model: shorter checkpoints and activities). */
  segmentS?: number;
  worksIn?: 'ffmpeg' | 'models';
}
