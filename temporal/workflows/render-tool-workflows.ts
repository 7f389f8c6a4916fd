import { getToolMetrics } from '../../domain/jobs/get-tool-metrics';
import type { JobView } from '../../domain/jobs/job-view';
import { preprocess } from './steps/preprocess';
import { previewThenExport } from './steps/preview-then-export';
import { renderInSegments } from './steps/render-in-segments';
import { runToolJob } from './steps/run-tool-job';
import type { ToolJobInput } from './tool-job-input';

/**
 * The render tools: preprocess, then preview and export, each render done in segments as the tool's recipe says
 * (TOOL_WIRING in domain/jobs/tool-wiring.ts: analysis pass, video re-encoded or copied). What each tool does to the pictures and
 * sound is in the media activities; the shape of the job is the same for all of them.
 */
function runRenderToolJob(input: ToolJobInput): Promise<JobView> {
  return runToolJob(input, async (job) => {
    const source = await preprocess(job);
    job.view = { ...job.view, metrics: getToolMetrics(job.tool.id, source.media, source.range, job.view.options) };
    await previewThenExport(job, source, (request) => renderInSegments(job, source, request));
  });
}

/** Video sharpener: unsharp mask or contrast-adaptive sharpening at the original resolution. */
export async function videoSharpenerWorkflow(input: ToolJobInput): Promise<JobView> {
  return runRenderToolJob(input);
}

/** Video lightener: brightens from the range's measured luma, lifting shadows more than highlights. */
export async function videoLightenerWorkflow(input: ToolJobInput): Promise<JobView> {
  return runRenderToolJob(input);
}

/** Video stabilizer: vid.stab's two passes, motion detection per segment, merged, then the transform per segment. */
export async function videoStabilizerWorkflow(input: ToolJobInput): Promise<JobView> {
  return runRenderToolJob(input);
}

/** Frame interpolation: motion-compensated new frames for slow motion or a higher frame rate. */
export async function slowMoWorkflow(input: ToolJobInput): Promise<JobView> {
  return runRenderToolJob(input);
}

/** Audio background noise remover: RNNoise on the sound; the paid output copies the video untouched. */
export async function videoBackgroundNoiseRemoverWorkflow(input: ToolJobInput): Promise<JobView> {
  return runRenderToolJob(input);
}

/** Video upscaler: ESRGAN super-resolution (x2/x4 in feathered tiles), then Lanczos to the factor or target height. */
export async function videoEnhancerWorkflow(input: ToolJobInput): Promise<JobView> {
  return runRenderToolJob(input);
}

/** Face enhancer: the upscaler's work plus an extra restoration pass on every detected face. */
export async function faceEnhancerWorkflow(input: ToolJobInput): Promise<JobView> {
  return runRenderToolJob(input);
}

/** Voice redaction: pitch and formant shift of every voice; the paid output copies the video untouched. */
export async function voiceRedactionWorkflow(input: ToolJobInput): Promise<JobView> {
  return runRenderToolJob(input);
}

/** Auto Background Remover: the person's matte per frame, smoothed over time, over transparency, a colour or a blur. */
export async function autoVideoBackgroundRemoverWorkflow(input: ToolJobInput): Promise<JobView> {
  return runRenderToolJob(input);
}
