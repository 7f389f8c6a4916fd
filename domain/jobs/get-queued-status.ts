import type { ToolDefinition } from '../catalogue/tool-definition';
import type { JobStatus } from './job-statuses';

/**
 * The status of work that waits for a worker: CPU tools wait on the cpu queue; GPU work is named by its workload size
 * (the catalogue's freeWorkloadSize). All of them read "In queue" to the user.
 */
export function getQueuedStatus(tool: ToolDefinition): JobStatus {
  if (tool.hardware === 'cpu') return 'cpu_work_pending';
  return `${tool.freeWorkloadSize}_work_pending`;
}
