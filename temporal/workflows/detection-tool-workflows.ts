import { getToolMetrics } from '../../domain/jobs/get-tool-metrics';
import type { JobView } from '../../domain/jobs/job-view';
import { detectAndChoose } from './steps/detect-and-choose';
import { preprocess } from './steps/preprocess';
import { previewThenExport } from './steps/preview-then-export';
import { renderInSegments } from './steps/render-in-segments';
import { runToolJob } from './steps/run-tool-job';
import type { ToolJobInput } from './tool-job-input';

/**
 * The detection tools: preprocess, detect and track through the range, let the user choose which tracks to cover,
 * then preview and export as the render tools do, covering the chosen tracks on every frame of their presence.
 */
function runDetectionToolJob(input: ToolJobInput): Promise<JobView> {
  return runToolJob(input, async (job) => {
    const source = await preprocess(job);
    job.view = { ...job.view, metrics: getToolMetrics(job.tool.id, source.media, source.range, job.view.options) };
    const tracks = await detectAndChoose(job, source);
    await previewThenExport(job, source, (request) =>
      renderInSegments(job, source, { ...request, look: { ...request.look, options: { ...request.look.options, selected: job.view.selected_faces } } }, tracks),
    );
  });
}

/** AI face blurring: faces detected and tracked (one id per person), the chosen ones blurred, pixelated or covered. */
export async function faceAnonymizerWorkflow(input: ToolJobInput): Promise<JobView> {
  return runDetectionToolJob(input);
}

/** Licence plate blurring: plates detected (inside vehicles and anywhere in the frame) and tracked, the chosen ones covered. */
export async function plateBlurringWorkflow(input: ToolJobInput): Promise<JobView> {
  return runDetectionToolJob(input);
}
