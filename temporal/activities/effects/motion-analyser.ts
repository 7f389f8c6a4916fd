import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { planStabilizeDetect } from '../media/plan-stabilize-segment';
import { formatTrf, mergeTrf, parseTrf } from '../media/vidstab-trf';
import type { Analyser } from './analyser';

/**
 * vid.stab's first pass (stabilizer) per segment. Each segment's list is stored without the entry of the extra frame
 * it read before its own (the motion into its first frame is kept), so merging is plain concatenation.
 */
export const motionAnalyser: Analyser = {
  async analyseSegment(input) {
    const { fps, segment, range } = input;
    const bounds = [{ ...segment, startS: range.firstFrame / fps }, segment, { ...segment, endS: (range.firstFrame + range.frames) / fps }];
    const trfPath = join(input.scratch, 'detect.trf');
    const plan = planStabilizeDetect(input.options, bounds, 1, fps, input.sourcePath, trfPath);
    await input.run(plan.detect);
    const ownPath = join(input.scratch, 'segment.trf');
    await writeFile(ownPath, formatTrf(mergeTrf([parseTrf(await readFile(trfPath, 'utf8'))], [plan.dropFirst])));
    return ownPath;
  },
  async merge(input) {
    const lists = await Promise.all(input.paths.map(async (path) => parseTrf(await readFile(path, 'utf8'))));
    const mergedPath = join(input.scratch, 'merged.trf');
    await writeFile(mergedPath, formatTrf(mergeTrf(lists, lists.map(() => false))));
    return mergedPath;
  },
};
