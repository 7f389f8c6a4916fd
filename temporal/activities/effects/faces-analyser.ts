import { isPlausibleFace } from '../blurring/is-plausible-face';
import { makeTrackAnalyser } from '../blurring/track-analyser';
import { getFaceDetector } from '../models/warm-models';

/**
 * Faces (face blurring): BlazeFace 10 times a second at up to 1280 px, with full-resolution tiles every third time
 * for faces down to about 20 px, keeping detections shaped like a face; the tracker fills the frames in between and
 * keeps only tracks seen often enough. These are face blurring's tracking knobs;
 * the tracker's own (matching, gaps, re-identification) are in blurring/build-tracks.ts.
 */
export const facesAnalyser = makeTrackAnalyser({
  detector: async () => {
    const detector = await getFaceDetector();
    // Only detections shaped like a face (eyes, nose and mouth where a face has them): arms and hands are not people.
    return async (frame, options) => (await detector.detect(frame, { minScore: 0.55, tiles: options.tiles })).filter(isPlausibleFace);
  },
  maxDetectSide: 1280,
  detectionsPerSecond: 10,
  tileEvery: 3,
  // A person who leaves and comes back keeps their id when they look the same (mean colours of face, hair, collar).
  reidentifyBelow: 0.06,
  // A person is seen in at least 3 detections (0.3 s) and in a third of the runs over their track (tiles, which find
  // the smallest faces, run every third time): a face-like shape the detector sees now and then is not offered.
  minDetections: 3,
  minHitRate: 0.3,
});
