import type { JobView } from '../../domain/jobs/job-view';
import { editMasks } from './background-changer/edit-masks';
import { preprocess } from './steps/preprocess';
import { previewThenExport } from './steps/preview-then-export';
import { renderInSegments } from './steps/render-in-segments';
import { runToolJob } from './steps/run-tool-job';
import type { ToolJobInput } from './tool-job-input';

/**
 * Video background changer (interactive rotoscoping): preprocess, then the user clicks objects on frames and sees each
 * mask, propagates the masks across the range and corrects other frames, then the shared preview-then-export renders
 * the range with the chosen look (new background, blur, grey, removal, highlight) from the packed mask track.
 */
export async function videoBackgroundRemoverWorkflow(input: ToolJobInput): Promise<JobView> {
  return runToolJob(input, async (job) => {
    const source = await preprocess(job);
    const track = await editMasks(job, source, input.creditsAtUpload ?? 0);
    if (track === null) {
      // The window closed before any click: nothing to render, nothing charged.
      await job.enter('done', 'completed');
      return;
    }
    await previewThenExport(job, source, (request) => renderInSegments(job, source, request, { key: track, values: {} }));
  });
}
