// Every workflow the app worker registers. Deterministic code only: imports @temporalio/workflow and domain/.
export { videoSharpenerWorkflow } from './video-sharpener-workflow';
export { probeUploadWorkflow } from './probe-upload-workflow';
