import { describe, expect, it } from 'vitest';
import { getTool } from '../catalogue/get-tool';
import type { ToolId } from '../catalogue/tool-ids';
import { getExportCost } from '../rules/get-export-cost';
import { getJobStateDisplay } from './job-statuses';
import { makeInitialJobView } from './make-initial-job-view';

describe('a job as it starts (its video being prepared)', () => {
  it.each<[ToolId, [number, number], Record<string, unknown>, number | null]>([
    ['video_sharpener', [0, 80], { strength: 5 }, 800],
    ['face_anonymizer', [2, 6], { mode: 'blur' }, 800],
    ['highlight_video_maker', [0, 600], { selection: 'random' }, 600],
    ['video_summarizer_chat', [0, 60], {}, null],
  ])('%s over %j with %j: the export price the tool page quoted (%s milli-credits), not 0', (toolId, [startS, endS], options, milli) => {
    const view = makeInitialJobView({ jobId: 'j', toolId, plan: 'basic', range: { startS, endS }, options });
    expect(view.final_cost_milli).toBe(milli);
    const quoted = getExportCost(getTool(toolId), { plan: 'basic', range: { startS, endS }, options });
    expect(view.final_cost_milli).toBe(quoted === null ? null : Math.round(quoted * 1000));
  });

  it('is on the processing step, preparing, not on the upload step', () => {
    const view = makeInitialJobView({ jobId: 'j', toolId: 'video_sharpener', plan: 'basic', range: { startS: 0, endS: 10 }, options: {} });
    expect(view.stepper_index).toBe(2);
    expect(getJobStateDisplay(view)).toBe('preprocessing');
  });
});
