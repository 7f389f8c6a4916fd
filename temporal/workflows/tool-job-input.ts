import type { ToolId } from '../../domain/catalogue/tool-ids';
import type { PlanId } from '../../domain/plans';

/** What the server passes to every tool workflow: keys and small metadata only, never media. */
export interface ToolJobInput {
  jobId: string;
  userId: string;
  toolId: ToolId;
  plan: PlanId;
  sourceKey: string;
  range: { startS: number; endS: number };
  options: Record<string, unknown>;
}
