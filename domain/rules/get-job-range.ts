import type { SelectedRange } from './validate-job-input';

/**
 * The part of a job's inputs it works on, on their joined timeline: several inputs (the AI video editor's project)
 * are taken whole, in order; one input its chosen range, or all of it without one. The server starts the job with it.
 */
export function getJobRange(inputDurationsS: readonly number[], range: SelectedRange | null): SelectedRange {
  const totalS = inputDurationsS.reduce((sum, d) => sum + d, 0);
  return inputDurationsS.length > 1 || range === null ? { startS: 0, endS: totalS } : range;
}
