import type { ToolDefinition } from '../catalogue/tool-definition';

/** The first instant of the UTC calendar month holding `nowMs`: monthly chat limits count from there. */
export function startOfUtcMonth(nowMs: number): number {
  const d = new Date(nowMs);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/**
 * Messages that count against a project's limit: the user's own, plus the upload where the tool says it counts as one
 * (the summarizer's transcription is a message's worth of work).
 */
export function countProjectMessages(tool: ToolDefinition, userMessages: number): number {
  return userMessages + (tool.chat?.uploadCountsAsMessage ? 1 : 0);
}
