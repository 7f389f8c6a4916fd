/**
 * Records a complete sharpener run (preview, Premium Export, final) on a real Temporal dev server and writes its
 * history to test/fixtures/histories/, where the replay test checks that workflow changes stay replay-compatible.
 * Run after an intended, `patched()`-guarded workflow change: npm run record:replay
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';
import { startJobHarness } from '../test/support/job-harness';
import { makeTestClip } from '../test/support/make-test-clip';
import { waitFor } from '../test/support/wait-for';
import { jobViewQuery, premiumExportSignal } from '../temporal/workflows/messages';

const out = resolve(import.meta.dirname, '../test/fixtures/histories/video-sharpener-preview-export.json');
const harness = await startJobHarness();
const clipDir = mkdtempSync(join(tmpdir(), 'kinora-record-'));
try {
  const clip = makeTestClip(join(clipDir, 'clip.mp4'), { durationS: 14, width: 640, height: 360 });
  const { userId, fileId, sourceKey } = await harness.seedUserAndFile(clip, 10);
  const range = { startS: 0, endS: 14 };
  const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_sharpener', range });
  await harness.withWorkers(async () => {
    const handle = await harness.env.client.workflow.start('videoSharpenerWorkflow', {
      taskQueue: 'app',
      workflowId: jobId,
      args: [{ jobId, userId, toolId: 'video_sharpener', plan: 'basic', sourceKey, range, options: { strength: 6 } }],
    });
    await waitFor(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_export');
    await handle.signal(premiumExportSignal);
    await handle.result();
    mkdirSync(resolve(out, '..'), { recursive: true });
    writeFileSync(out, historyToJSON(await handle.fetchHistory()));
    console.log(`recorded ${out}`);
  });
} finally {
  await harness.close();
  rmSync(clipDir, { recursive: true, force: true });
}
process.exit(0);
