// Every workflow the app worker registers. Deterministic code only: imports @temporalio/workflow and domain/.
export {
  videoSharpenerWorkflow,
  videoLightenerWorkflow,
  videoStabilizerWorkflow,
  slowMoWorkflow,
  videoBackgroundNoiseRemoverWorkflow,
  voiceRedactionWorkflow,
  videoEnhancerWorkflow,
  faceEnhancerWorkflow,
} from './render-tool-workflows';
export { faceAnonymizerWorkflow } from './detection-tool-workflows';
export { probeUploadWorkflow } from './probe-upload-workflow';
export { playableCopyWorkflow } from './playable-copy-workflow';
export { mediaThumbnailsWorkflow } from './media-thumbnails-workflow';
export { videoConcatenatorWorkflow } from './video-concatenator-workflow';
export { toolChainWorkflow } from './tool-chain-workflow';
export { subscriptionWorkflow } from './subscription-workflow';
export { retentionCleanupWorkflow } from './retention-cleanup-workflow';
export { highlightVideoMakerWorkflow } from './highlight-video-maker-workflow';
export { videoSummarizerChatWorkflow } from './video-summarizer-chat-workflow';
export { motionGraphicsWorkflow } from './motion-graphics-workflow';
export { plateBlurringWorkflow } from './detection-tool-workflows';
export { autoVideoBackgroundRemoverWorkflow } from './render-tool-workflows';
export { videoBackgroundRemoverWorkflow } from './background-changer-workflow';
export { webhookDeliveryWorkflow } from './webhook-delivery-workflow';
export { linkImportWorkflow } from './link-import-workflow';
export { oneEditorWorkflow } from './one-editor-workflow';
