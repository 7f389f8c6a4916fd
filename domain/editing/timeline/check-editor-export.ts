import { oneEditor, ONE_EDITOR_MEDIA_ASSET_BYTES } from '../../catalogue/tools/one-editor';
import type { DomainError } from '../../error-codes';
import { PLANS, type PlanId } from '../../plans';
import { getCreditCost } from '../../rules/get-credit-cost';
import { hasEnoughCredits } from '../../rules/has-enough-credits';
import { checkChatMessage } from '../../rules/check-chat-message';
import { getFinalCaps } from '../../rules/get-output-caps';
import type { OneEditorExportFormat } from './editor-contract';
import { getProjectDuration } from './get-project-duration';
import { getSourceOut } from './get-source-frame';
import type { ProjectDoc } from './project-doc';
import { rationalToNumber, type Rational } from './rational';

/** What the server knows of a file the document names: its row, when the caller owns it and it is not deleted. */
export interface ExportFileFacts {
  status: string;
  durationS: number | null;
  sizeBytes: number;
}

export interface EditorExportInput {
  doc: ProjectDoc;
  /** The caller's own files among those the document names, by id (another user's or a deleted file is absent). */
  files: Readonly<Record<string, ExportFileFacts>>;
  plan: PlanId;
  format: OneEditorExportFormat;
  /** Basic: messages (and OneEditor exports) already used this calendar month. */
  messagesThisMonth: number;
  creditsBalance: number;
}

export type EditorExportCheck = { ok: true; durationS: number; credits: number; usesMessage: boolean } | { ok: false; error: DomainError };

/** Every file id the document's clips name, in the order they first appear. */
export function getDocFileIds(doc: ProjectDoc): string[] {
  const ids = new Set<string>();
  for (const track of doc.tracks) for (const clip of track.clips) if (clip.kind !== 'text') ids.add(clip.source.fileId);
  return [...ids];
}

/** A file's length in frames of `rate`, from its probed duration (the editor's source.frames, and the export's check). */
export function getFileFrames(durationS: number, rate: Rational): number {
  return Math.round(durationS * rationalToNumber(rate));
}

/** The timeline's length in seconds (its last clip's end at the project's rate). */
export function getDocDurationS(doc: ProjectDoc): number {
  return getProjectDuration(doc) / rationalToNumber(doc.frameRate);
}

/**
 * Whether a saved OneEditor document may be exported on this plan, and what it costs. One rule for the server's check
 * before a job starts (never only the page's): the output format's entitlement
 * (the plans' XML export entitlement: Premium and up, as the spec's plan table says), a non-empty timeline, every named file the caller's and ready, every clip inside its file's real length (the probe's,
 * not the document's claim), the plan's output length and resolution, the plan's media-asset limit, then the price:
 * Basic uses one of its monthly free messages, paid plans pay 0.005 credits per second of output.
 */
export function checkEditorExport(input: EditorExportInput): EditorExportCheck {
  const { doc, plan } = input;
  const refuse = (error: DomainError): EditorExportCheck => ({ ok: false, error });
  if (input.format !== 'mp4' && !PLANS[plan].xmlExport) return refuse({ code: 'plan_feature_unavailable', params: { feature: 'xml_export', plan: 'premium' } });
  const frames = getProjectDuration(doc);
  if (frames === 0) return refuse({ code: 'editor_project_empty' });
  let usedBytes = 0;
  for (const fileId of getDocFileIds(doc)) {
    const file = input.files[fileId];
    if (!file) return refuse({ code: 'file_not_found' });
    if (file.status !== 'ready' || file.durationS === null) return refuse({ code: 'editor_file_not_ready' });
    usedBytes += file.sizeBytes;
  }
  for (const track of doc.tracks) {
    for (const clip of track.clips) {
      if (clip.kind === 'text') continue;
      const durationS = input.files[clip.source.fileId]!.durationS!;
      // The probe's length in the clip's own frames, counted as describeFiles counts them for the page.
      const realFrames = getFileFrames(durationS, clip.source.rate);
      if (clip.in < 0 || getSourceOut(clip, doc.frameRate) > realFrames) return refuse({ code: 'editor_clip_outside_source', params: { clipId: clip.id } });
    }
  }
  const caps = getFinalCaps(oneEditor, plan);
  const durationS = frames / rationalToNumber(doc.frameRate);
  // Whole frames: a timeline of exactly the cap is allowed even when its rate does not divide it evenly.
  if (durationS > caps.maxDurationS + 1 / rationalToNumber(doc.frameRate)) return refuse({ code: 'duration_over_plan_limit', params: { maxS: caps.maxDurationS } });
  if (Math.min(doc.size.width, doc.size.height) > caps.maxResolution) return refuse({ code: 'resolution_over_cap', params: { cap: caps.maxResolution } });
  const limitBytes = ONE_EDITOR_MEDIA_ASSET_BYTES[plan];
  if (usedBytes > limitBytes) return refuse({ code: 'editor_media_over_limit', params: { usedMb: Math.ceil(usedBytes / 1024 ** 2), limitMb: Math.floor(limitBytes / 1024 ** 2) } });
  if (PLANS[plan].chatMessagesPerMonth !== null) {
    const message = checkChatMessage({ tool: oneEditor, plan, messagesInProject: 0, messagesThisMonth: input.messagesThisMonth, creditsBalance: input.creditsBalance });
    return message.ok ? { ok: true, durationS, credits: 0, usesMessage: true } : refuse(message.errors[0]!);
  }
  const credits = getCreditCost(oneEditor, { seconds: durationS });
  if (!hasEnoughCredits(input.creditsBalance, credits)) return refuse({ code: 'not_enough_credits', params: { required: credits, balance: input.creditsBalance } });
  return { ok: true, durationS, credits, usesMessage: false };
}
