import type { ToolDefinition } from '../catalogue/tool-definition';
import type { DomainError } from '../error-codes';
import { getPlan, type PlanId } from '../plans';
import { getMinFileSizeBytes, getPlanMaxFileSizeBytes } from '../rules/get-plan-max-file-size';

export interface NewUpload {
  sizeBytes: number;
  /** The tool the upload is for, when the browser says (its limits apply). */
  tool: ToolDefinition | null;
  plan: PlanId;
  /** The operator's cap on any upload (MAX_UPLOAD_BYTES). */
  maxUploadBytes: number;
  /** Bytes the user's files already take (uploads in progress count at their declared size). */
  usedBytes: number;
  /** Files already in the project the upload joins; null when it joins none. */
  projectFileCount: number | null;
}

/**
 * Whether an upload may start: its size against the tool's limits for the plan, the operator's cap, the plan's media
 * storage and the project's videos per plan. The first failing rule, with the parameters its message needs.
 */
export function checkNewUpload(upload: NewUpload): DomainError | null {
  const { sizeBytes, tool, plan } = upload;
  if (sizeBytes < 1) return { code: 'media_empty_file' };
  if (tool && sizeBytes < getMinFileSizeBytes(tool)) return { code: 'file_too_small' };
  const toolMax = tool ? getPlanMaxFileSizeBytes(tool, plan) : null;
  if (toolMax !== null && sizeBytes > toolMax) return { code: 'file_too_large', params: { maxBytes: toolMax } };
  if (sizeBytes > upload.maxUploadBytes) return { code: 'upload_too_large', params: { maxBytes: upload.maxUploadBytes } };
  const limitBytes = getPlan(plan).mediaStorageBytes;
  if (upload.usedBytes + sizeBytes > limitBytes) return { code: 'storage_limit_reached', params: { limitBytes, usedBytes: upload.usedBytes } };
  const maxVideos = getPlan(plan).videosPerProject;
  if (upload.projectFileCount !== null && upload.projectFileCount >= maxVideos) return { code: 'too_many_videos', params: { max: maxVideos } };
  return null;
}
