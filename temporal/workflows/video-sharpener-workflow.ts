import type { JobView } from '../../domain/jobs/job-view';
import type { ToolJobInput } from './tool-job-input';
import { runPreviewExportJob } from './steps/run-preview-export-job';

/** Video sharpener: an unsharp mask at the original resolution; watermarked preview, then Premium Export. */
export async function videoSharpenerWorkflow(input: ToolJobInput): Promise<JobView> {
  return runPreviewExportJob(input);
}
