import { detectPlates } from '../blurring/detect-plates';
import { makeTrackAnalyser } from '../blurring/track-analyser';
import { getTextDetector, getVehicleDetector } from '../models/warm-models';

/**
 * Licence plates (plate blurring): PP-OCR text detection on the whole frame (at 640 px) 5 times a second (plates
 * anywhere, with or without a detected vehicle), and every second time also CenterNet vehicles whose crops are read at
 * full resolution (small, distant plates) and the whole frame at 960 (close-up, motion-blurred plates, no vehicle in
 * view); the tracker fills the frames in between.
 */
/** The whole-frame passes' sizes (the bench's bare loop runs the same). */
export const PLATE_PASSES = { frameSide: 640, closeUpSide: 960 };

export const platesAnalyser = makeTrackAnalyser({
  detector: async () => {
    const models = { vehicles: await getVehicleDetector(), text: await getTextDetector() };
    return (frame, options) => detectPlates(frame, models, { vehicles: options.tiles, ...PLATE_PASSES });
  },
  maxDetectSide: 1920,
  detectionsPerSecond: 5,
  tileEvery: 2,
});
