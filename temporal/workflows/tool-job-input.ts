import type { ToolId } from '../../domain/catalogue/tool-ids';
import type { JobView } from '../../domain/jobs/job-view';
import type { PlanId } from '../../domain/plans';

/** What the server passes to every tool workflow: keys and small metadata only, never media. */
export interface ToolJobInput {
  jobId: string;
  userId: string;
  toolId: ToolId;
  plan: PlanId;
  sourceKey: string;
  /** Multi-input tools (the concatenator): every input's key, in order; `sourceKey` is the first. */
  sourceKeys?: string[];
  range: { startS: number; endS: number };
  options: Record<string, unknown>;
  /** A step of a tool chain: no preview; the paid output is rendered straight away (its credits were shown up front). */
  autoExport?: boolean;
  /** The credits the user held when the job started (the background changer's Premium window: a minute per credit). */
  creditsAtUpload?: number;
  /** Chat tools: how a conversation continues in a new run when its history gets long (see ChatSession). */
  chat?: ChatRunInput;
}

/** What a chat job's next run gets from the one before (small state only: keys, counts, a storyboard; never media). */
export interface ChatRunInput {
  /** Continue as new after this many messages in one run (default 200; tests lower it). */
  messagesPerRun?: number;
  /** Set on a continued run: the job's view, the messages answered so far, and the tool's own state. */
  carried?: { view: JobView; handled: number; runs: number; state: Record<string, unknown> };
}
