import type { PlanId } from '../plans';
import type { ToolTag } from '../platform';
import type { ErrorCode } from '../error-codes';
import type { ToolId } from './tool-ids';

export const CATEGORY_IDS = ['cut', 'create', 'transform', 'enhance'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export type Hardware = 'gpu' | 'cpu';

/** A tool option as data; the web app renders it generically and validateJobInput checks it. */
export type ToolOption = (
  /** `upToInput`: the slider ends at the length of the job's input (within `max`), e.g. an edit's target length. */
  | { id: string; kind: 'range'; min: number; max: number; step: number; default: number; label: string; upToInput?: boolean }
  | { id: string; kind: 'select'; values: readonly string[]; default: string; label: string }
  | { id: string; kind: 'boolean'; default: boolean; label: string }
  /** Free text (a title): at most `maxLength` characters, one line. */
  | { id: string; kind: 'text'; maxLength: number; default: string; label: string }
  /**
   * One of the user's ready image uploads: the browser sends its file id; the server checks it and stores
   * `{ fileId, key }` (a `ChosenImage`), so the render gets a storage key, never the bytes. null: none.
   */
  | {
      id: string;
      kind: 'image';
      default: null;
      label: string;
      /** Required while another option has this value (the Auto Background Remover's picture, once "A picture" is on). */
      requiredWhen?: { option: string; value: string };
    }
) & {
  /** Whether the user must choose it; defaults to the tool's optionSelectionRequired flag. */
  required?: boolean;
  /**
   * Offered only while another option has this value (face blurring's cover image belongs to the "image" style). An
   * image option's `requiredWhen` is also its `shownWhen`. See isOptionShown.
   */
  shownWhen?: { option: string; value: string };
};

/**
 * Duration and size limits. Seconds for durations, pixels (on both width and height) for resolutions,
 * bytes for file sizes. null where the spec gives no value; the rules then fall back to the platform values.
 *
 * What a free user gets is not here: the free plan's render (length and resolution) is `planOutputs.basic` (a tool
 * file's `outputs.basic`), the preview's too unless the tool sets `preview`. The spec's `freeResolution` is that cap
 * (its list matches every tool's `outputs.basic.maxResolution`, but for the noise tools' 640, a spec decision), so it is
 * no field of its own.
 */
export interface ToolLimits {
  /**
   * The spec's free time limit list (catalogue §9), kept because the spec lists it: no rule reads it, and it is not
   * the free preview's length (that is `outputs.basic.maxDurationS`).
   */
  freeTimeLimitS: number | null;
  maxResolution: number | null;
  maxHardResolution: number | null;
  minVideoDurationS: number | null;
  minHardVideoDurationS: number | null;
  /** The largest selection any plan may process. */
  maxVideoDurationS: number | null;
  /** The longest media file accepted at all (the selection is cut from it). */
  maxHardVideoDurationS: number | null;
  /**
   * The free plan's longest input where the free limit caps the input (`freeLimitScope: 'input'`, read by
   * getPlanMaxDurationS); for 'preview' tools the spec's value, equal to `outputs.basic.maxDurationS`, and read by
   * nothing. The spec names it twice (maxFreePlanVideoDuration, freePlanMaxVideoDuration): one field here.
   */
  freePlanMaxVideoDurationS: number | null;
  businessPlanMaxVideoDurationS: number | null;
  nonBusinessPlanMaxVideoDurationS: number | null;
  /**
   * What the free-plan maximum limits. 'preview': a free user may select up to the paid maximum and gets a
   * watermarked preview capped to the free duration; the paid export renders the whole selection.
   * 'input': the whole input is processed to produce anything (editor, summarizer, audio tools), so the free
   * maximum limits the input itself.
   */
  freeLimitScope: 'preview' | 'input';
  /** Media longer than this must be cut to a range first, even when range selection is otherwise optional. */
  rangeRequiredAboveS: number | null;
  /** Input frame rate above this is downsampled to it (frame interpolation: 30). */
  maxInputFps: number | null;
  maxFileUploadSizeBytes: number | null;
  businessPlanMaxFileUploadSizeBytes: number | null;
  nonBusinessPlanMaxFileUploadSizeBytes: number | null;
  freePlanMaxFileUploadSizeBytes: number | null;
  minFileUploadSizeBytes: number | null;
}

/** Credit rates. Per second unless `perMessage` is set. */
export interface ToolCredit {
  /** Credits per second of selected video (AI clip selection for the editor). null for per-message tools. */
  perSecond: number | null;
  /** Credits per chat message. */
  perMessage: number | null;
  /** AI video editor: random-clip and all-clip selection, and sports footage. */
  randomSelectPerSecond: number | null;
  allSelectPerSecond: number | null;
  sportsPerSecond: number | null;
  multiCreditConsumption: boolean;
  unit: 'credit / second' | 'credit / message';
  labels: readonly string[];
}

/** Project-page state names (catalogue spec §4). */
export interface ToolStates {
  initialEndpoint: string;
  beforeLoaded: string;
  afterLoaded: string;
  freePlan: string;
  freePlanFinished: string;
  purchasedPlan: string;
  purchasedPlanFinished: string;
  afterDownload: string;
  /** Where the download lands; 'root' for plate blurring, null where the spec shows none. */
  downloadPathLocation: string | null;
}

/** Button labels: "Finish upscaling" / "Upscaling..." / "Upscaled". */
export interface ToolLabels {
  finishEditing: string;
  editing: string;
  edited: string;
}

export interface ToolFlags {
  rangeSelectionRequired: boolean;
  /** Whether the UI offers a range at all (ours; the spec's flag only says when it is mandatory). */
  rangeSelectable: boolean;
  optionSelectionRequired: boolean;
  inputMultiple: boolean;
  multiInputResponse: boolean;
  hasIndividualProjectPage: boolean;
  displayOutputExists: boolean;
  subJobExists: boolean;
  requiresUserInputs: boolean;
  concatenatedInputWorks: boolean;
  mobileOpen: boolean;
  open: boolean;
}

/** A capped render: duration window (s), resolution cap on both width and height (px), watermark. */
export interface OutputCaps {
  maxDurationS: number;
  maxResolution: number;
  watermark: boolean;
}

export interface LandingKeyword {
  slug: string;
  href: string;
}

export interface ToolLanding {
  /** The tool's main marketing page slug under /tools, null when it has none of its own. */
  mainSlug: string | null;
  landingPageUrl: string | null;
  keywords: readonly LandingKeyword[];
  /** Keyword groups (the AI video editor's topic clusters). */
  keywordGroups: readonly string[];
}

export interface ToolMetric {
  id: string;
  unit: string;
  default: string;
}

/** How a detection step signals failure (face and plate blurring: image_paths === 'no_faces'). */
export interface ToolImagesData {
  variableName: string;
  errorValue: string;
  errorCode: ErrorCode;
  errorMessage: string;
}

export interface ToolChatLimits {
  /** The upload counts as one message (summarizer). */
  uploadCountsAsMessage: boolean;
  /** Each export uses one monthly message (OneEditor on the free plan). */
  exportUsesMessage: boolean;
  /** At most this many images are taken from a website URL (MotionChat). */
  maxImagesFromUrl: number | null;
}

export interface ToolTimings {
  /** Preparation of a new upload or the first run, in minutes, as shown to the user. */
  firstRunMinutes: { min: number; max: number } | null;
}

export interface ToolDefinition {
  id: ToolId;
  urlPath: string;
  category: CategoryId;
  label: string;
  alsoKnownAs: readonly string[];
  shortDescription: string;
  description: string;
  limitation: string;
  tags: readonly ToolTag[];
  type: 'free_preview';
  freeWorkloadSize: 'small' | 'medium' | 'big';
  hardware: Hardware;
  deprecated: boolean;
  deprecationMessage: string | null;
  /** The tool a deprecated tool points its users to. */
  replacedBy: ToolId | null;
  trademarked: boolean;
  fourKExport: boolean;
  xmlExport: boolean;
  limits: ToolLimits;
  credit: ToolCredit;
  states: ToolStates;
  labels: ToolLabels;
  flags: ToolFlags;
  options: readonly ToolOption[];
  /** Preview render caps (free for every plan, always watermarked). */
  preview: OutputCaps;
  /** Final output caps per plan. */
  planOutputs: Readonly<Record<PlanId, OutputCaps>>;
  relatedTools: readonly ToolId[];
  landing: ToolLanding;
  metrics: readonly ToolMetric[];
  imagesData: ToolImagesData | null;
  chat: ToolChatLimits | null;
  timings: ToolTimings;
  hasDemoVideo: boolean;
}
