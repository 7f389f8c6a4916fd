import type { PlanId } from '../plans';
import type { ToolTag } from '../platform';
import { BYTES_PER_GB } from '../platform';
import { getLandingHref } from './landing-pages';
import type {
  CategoryId, Hardware, OutputCaps, ToolChatLimits, ToolCredit, ToolDefinition, ToolFlags, ToolImagesData,
  ToolLabels, ToolLimits, ToolMetric, ToolOption, ToolStates,
} from './tool-definition';
import type { ToolId } from './tool-ids';

/** "Maximum file upload size is 1 (GB) for the tools listed": the default for every tool but the AI video editor. */
export const DEFAULT_MAX_FILE_UPLOAD_SIZE_BYTES = 1 * BYTES_PER_GB;

/** A tool's limits before its own values apply: no limit, except the default upload size. */
export const NO_LIMITS: ToolLimits = {
  freeTimeLimitS: null,
  maxResolution: null,
  maxHardResolution: null,
  minVideoDurationS: null,
  minHardVideoDurationS: null,
  maxVideoDurationS: null,
  maxHardVideoDurationS: null,
  freePlanMaxVideoDurationS: null,
  businessPlanMaxVideoDurationS: null,
  nonBusinessPlanMaxVideoDurationS: null,
  freeLimitScope: 'preview',
  rangeRequiredAboveS: null,
  maxInputFps: null,
  maxFileUploadSizeBytes: DEFAULT_MAX_FILE_UPLOAD_SIZE_BYTES,
  businessPlanMaxFileUploadSizeBytes: null,
  nonBusinessPlanMaxFileUploadSizeBytes: null,
  freePlanMaxFileUploadSizeBytes: null,
  minFileUploadSizeBytes: null,
};

/** A tool with no credit rate of its own (deprecated tools). */
export const NO_CREDIT: ToolCredit = {
  perSecond: null,
  perMessage: null,
  randomSelectPerSecond: null,
  allSelectPerSecond: null,
  sportsPerSecond: null,
  multiCreditConsumption: false,
  unit: 'credit / second',
  labels: [],
};

// Defaults for an active tool: every active tool has its own project page and shows its output; values the
// spec does not give per tool (mobileOpen, open) are chosen in each tool file where they differ.
const ACTIVE_FLAGS: ToolFlags = {
  rangeSelectionRequired: false,
  rangeSelectable: false,
  optionSelectionRequired: false,
  inputMultiple: false,
  multiInputResponse: false,
  hasIndividualProjectPage: true,
  displayOutputExists: true,
  subJobExists: false,
  requiresUserInputs: false,
  concatenatedInputWorks: false,
  mobileOpen: true,
  open: true,
};

/** Output caps as the spec states them: free, Premium/Pro ("paid"), Business/Enterprise. */
export interface PlanOutputSpec {
  basic: { maxDurationS: number; maxResolution: number };
  paid: { maxDurationS: number; maxResolution: number; watermark?: boolean };
  business: { maxDurationS: number; maxResolution: number };
}

/** Expands the three spec tiers into one entry per plan (Pro = Premium, Enterprise = Business). */
export function makePlanOutputs(spec: PlanOutputSpec): Readonly<Record<PlanId, OutputCaps>> {
  const paid: OutputCaps = { ...spec.paid, watermark: spec.paid.watermark ?? false };
  const business: OutputCaps = { ...spec.business, watermark: false };
  return {
    basic: { ...spec.basic, watermark: true },
    premium: paid,
    pro: paid,
    business,
    enterprise: business,
  };
}

export interface ToolSpec {
  id: ToolId;
  urlPath: string;
  category: CategoryId;
  label: string;
  alsoKnownAs?: readonly string[];
  shortDescription: string;
  description: string;
  limitation?: string;
  tags?: readonly ToolTag[];
  hardware: Hardware;
  fourKExport?: boolean;
  xmlExport?: boolean;
  limits?: Partial<ToolLimits>;
  credit?: Partial<ToolCredit>;
  states: ToolStates;
  labels: ToolLabels;
  flags?: Partial<ToolFlags>;
  options?: readonly ToolOption[];
  /** Preview caps; watermark is always on. Defaults to the basic plan's output caps. */
  preview?: { maxDurationS: number; maxResolution: number };
  /** Output caps per plan: `basic` is what a free user's render gets (length, resolution), and the preview's default. */
  outputs: PlanOutputSpec;
  relatedTools?: readonly ToolId[];
  landing?: { mainSlug?: string; keywords?: readonly string[]; keywordGroups?: readonly string[] };
  metrics?: readonly ToolMetric[];
  imagesData?: ToolImagesData;
  chat?: ToolChatLimits;
  firstRunMinutes?: { min: number; max: number };
  hasDemoVideo?: boolean;
}

/** Builds an active tool's definition from the values the spec gives, with nulls and defaults for the rest. */
export function defineTool(spec: ToolSpec): ToolDefinition {
  const mainSlug = spec.landing?.mainSlug ?? null;
  const preview = spec.preview ?? spec.outputs.basic;
  return {
    id: spec.id,
    urlPath: spec.urlPath,
    category: spec.category,
    label: spec.label,
    alsoKnownAs: spec.alsoKnownAs ?? [],
    shortDescription: spec.shortDescription,
    description: spec.description,
    limitation: spec.limitation ?? '',
    tags: spec.tags ?? [],
    type: 'free_preview',
    freeWorkloadSize: 'small',
    hardware: spec.hardware,
    deprecated: false,
    deprecationMessage: null,
    replacedBy: null,
    trademarked: false,
    fourKExport: spec.fourKExport ?? false,
    xmlExport: spec.xmlExport ?? false,
    limits: { ...NO_LIMITS, ...spec.limits },
    credit: { ...NO_CREDIT, ...spec.credit },
    states: spec.states,
    labels: spec.labels,
    flags: { ...ACTIVE_FLAGS, ...spec.flags },
    options: spec.options ?? [],
    preview: { ...preview, watermark: true },
    planOutputs: makePlanOutputs(spec.outputs),
    relatedTools: spec.relatedTools ?? [],
    landing: {
      mainSlug,
      landingPageUrl: mainSlug === null ? null : getLandingHref(mainSlug),
      keywords: (spec.landing?.keywords ?? []).map((slug) => ({ slug, href: getLandingHref(slug) })),
      keywordGroups: spec.landing?.keywordGroups ?? [],
    },
    metrics: spec.metrics ?? [],
    imagesData: spec.imagesData ?? null,
    chat: spec.chat ?? null,
    timings: { firstRunMinutes: spec.firstRunMinutes ?? null },
    hasDemoVideo: spec.hasDemoVideo ?? false,
  };
}

/** States for tools whose loading phase and free/purchased phases share one editing/edited pair. */
export function makeEditingStates(initialEndpoint: string, purchasedPrefix: '' | 'final_'): ToolStates {
  return {
    initialEndpoint,
    beforeLoaded: 'editing',
    afterLoaded: 'editing',
    freePlan: 'editing',
    freePlanFinished: 'edited',
    purchasedPlan: `${purchasedPrefix}editing`,
    purchasedPlanFinished: `${purchasedPrefix}edited`,
    afterDownload: `${purchasedPrefix}edited`,
    downloadPathLocation: null,
  };
}
