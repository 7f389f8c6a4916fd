import { makeTrackAnalyser } from '../blurring/track-analyser';
import { getFaceDetector } from '../models/warm-models';

/**
 * Faces (face blurring): BlazeFace 10 times a second at up to 1280 px, with full-resolution tiles every third time
 * for faces down to about 20 px; the tracker fills the frames in between. These are face blurring's tracking knobs;
 * the tracker's own (matching, gaps, re-identification) are in blurring/build-tracks.ts.
 */
export const facesAnalyser = makeTrackAnalyser({
  detector: async () => {
    const detector = await getFaceDetector();
    return (frame, options) => detector.detect(frame, { minScore: 0.55, tiles: options.tiles });
  },
  maxDetectSide: 1280,
  detectionsPerSecond: 10,
  tileEvery: 3,
  // A person who leaves and comes back keeps their id when they look the same (mean colours of face, hair, collar).
  reidentifyBelow: 0.06,
});
