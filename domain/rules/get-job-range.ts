import type { SelectedRange } from './validate-job-input';

/**
 * The part of a job's inputs it works on, on their joined timeline (several inputs, the AI video editor's project,
 * are joined in order): the chosen range within them, or all of them without one. The server starts the job with it.
 */
export function getJobRange(inputDurationsS: readonly number[], range: SelectedRange | null): SelectedRange {
  const totalS = inputDurationsS.reduce((sum, d) => sum + d, 0);
  if (range === null) return { startS: 0, endS: totalS };
  // One input's range is taken as chosen (its validation judges it); on joined inputs it is kept within them.
  if (inputDurationsS.length <= 1) return range;
  const startS = Math.max(0, Math.min(range.startS, totalS));
  return { startS, endS: Math.max(startS, Math.min(range.endS, totalS)) };
}
