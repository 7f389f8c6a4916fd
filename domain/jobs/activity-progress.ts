import type { WorkPassId } from './job-view';

/**
 * What an activity reports in its heartbeat: the pass it is in, its percent and its own ETA. The workers send it; the
 * server reads it from the workflow's pending activities to stream percent and ETA to the page.
 */
export interface ActivityProgress {
  pass: WorkPassId;
  percent: number;
  etaS: number | null;
}
