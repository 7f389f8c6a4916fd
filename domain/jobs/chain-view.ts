import type { JobErrorView } from './job-view';

/** One step of a tool chain, as its page shows it. */
export interface ChainStepView {
  tool_id: string;
  /** The step's job (its own workflow and project page). */
  job_id: string;
  status: 'waiting' | 'running' | 'done' | 'failed' | 'cancelled';
  /** Storage key of the step's output once done. */
  output: string | null;
}

/** A tool chain (the spec's experimental workflow feature): steps run in order, each on the previous step's output. */
export interface ChainView {
  chain_id: string;
  stage: 'running' | 'done' | 'failed' | 'cancelled';
  steps: ChainStepView[];
  error: JobErrorView | null;
}

/** The job id of a chain's step (1-based): readable, and the same on every retry of the chain. */
export function getChainStepJobId(chainId: string, step: number): string {
  return `${chainId}-step${step}`;
}
