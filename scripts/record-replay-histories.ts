/**
 * Records a real run of every tool workflow (and of a tool chain) on a Temporal dev server and writes each history to
 * test/fixtures/histories/, where the replay test checks that workflow changes stay replay-compatible. Free-plan runs
 * go through preview, changed options, pause and resume, and Premium Export, so those code paths are in the histories.
 * Run after an intended, `patched()`-guarded workflow change: npm run record:replay
 * (`-- --only faceAnonymizerWorkflow` records only the named workflows; `motionGraphicsWorkflow.continued` records a
 * MotionChat conversation across a continue-as-new).
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReadStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';
import type { WorkflowHandle } from '@temporalio/client';
import { startJobHarness } from '../test/support/job-harness';
import { makeTestClip } from '../test/support/make-test-clip';
import { makeFaceClip } from '../test/support/make-face-clip';
import { makePlateClip, STREET_PHOTO } from '../test/support/make-plate-clip';
import { makePersonClip } from '../test/support/make-person-clip';
import { makeMovingObjectClip } from '../test/support/make-changer-scene';
import { makePatternClip, project as timelineProject, title as timelineTitle, track as timelineTrack, video as timelineVideo } from '../test/support/make-timeline-project';
import { waitFor } from '../test/support/wait-for';
import { changeOptionsSignal, jobViewQuery, pauseSignal, premiumExportSignal, resumeSignal, selectFacesSignal, type ToolChainInput, toggleDecisionsSignal, approveEditSignal, sendChatMessageUpdate } from '../temporal/workflows/messages';
import { changerFrameUpdate, clickMaskUpdate, finishMaskingSignal, propagateMasksSignal } from '../temporal/workflows/background-changer/changer-messages';
import { getWorkflowType } from '../domain/jobs/get-workflow-type';
import { importFromLink } from '../server/links/import-from-link';
import { getLinkImportWorkflowId } from '../server/links/link-import-gateway';
import type { ToolId } from '../domain/catalogue/tool-ids';
import { getWebhookDeliveryWorkflowId } from '../domain/webhooks/webhook-events';

const outDir = resolve(import.meta.dirname, '../test/fixtures/histories');
const harness = await startJobHarness();
const clipDir = mkdtempSync(join(tmpdir(), 'kinora-record-'));
mkdirSync(outDir, { recursive: true });
const save = async (name: string, handle: WorkflowHandle) => {
  writeFileSync(join(outDir, `${name}.json`), historyToJSON(await handle.fetchHistory()));
  console.log(`recorded ${name}`);
};

const only = process.argv.flatMap((arg, i) => (arg === '--only' ? [process.argv[i + 1]!] : []));
const wanted = (name: string) => only.length === 0 || only.includes(name);

const RUNS: { toolId: ToolId; options: Record<string, unknown>; clip: 'video' | 'speech' | 'faces' | 'plates' | 'person' | 'tiny' }[] = [
  { toolId: 'video_sharpener', options: { strength: 6, method: 'unsharp' }, clip: 'video' },
  { toolId: 'video_lightener', options: { strength: 5 }, clip: 'video' },
  { toolId: 'video_stabilizer', options: { shakiness: 5, smoothness: 5, zoomPercent: 7, tripod: false }, clip: 'video' },
  { toolId: 'slow_mo', options: { factor: '2', mode: 'slowmo', audio: 'stretch' }, clip: 'video' },
  { toolId: 'video_background_noise_remover', options: { strength: 7 }, clip: 'speech' },
  { toolId: 'voice_redaction', options: { preset: 'medium', semitones: -4, formant: 'shifted' }, clip: 'speech' },
  { toolId: 'face_anonymizer', options: { mode: 'blur', shape: 'ellipse', mask_scale: 130 }, clip: 'faces' },
  { toolId: 'plate_blurring', options: { mode: 'blur', shape: 'box', mask_scale: 130 }, clip: 'plates' },
  { toolId: 'auto_video_background_remover', options: { background: 'transparent', format: 'webm' }, clip: 'person' },
  { toolId: 'video_enhancer', options: { scale: '2x' }, clip: 'tiny' },
  { toolId: 'face_enhancer', options: { scale: '2x', face_strength: 5 }, clip: 'tiny' },
];

try {
  const video = makeTestClip(join(clipDir, 'clip.mp4'), { durationS: 14, width: 480, height: 270 });
  const speechWav = join(clipDir, 'speech.wav');
  execFileSync('espeak-ng', ['-w', speechWav, 'Every tool keeps a recorded history, so that changes to its workflow stay safe for running jobs.']);
  const speech = join(clipDir, 'speech.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25', '-i', speechWav, '-shortest', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', speech]);
  const faces = makeFaceClip(join(clipDir, 'faces.mp4'), { width: 480, height: 270, fps: 10, durationS: 2, walkers: [{ scale: 0.55, startX: -120, y: 20, speed: 200 }, { scale: 0.8, startX: 260, y: 110, speed: -60 }] }).path;
  const plates = makePlateClip(join(clipDir, 'plates.mp4'), { width: 320, height: 180, fps: 10, durationS: 1, background: STREET_PHOTO, plates: [{ text: 'KA 2047 B', width: 90, height: 22, startX: 20, y: 120, speed: 60 }] }).path;
  const person = makePersonClip(join(clipDir, 'person.mp4'), { width: 320, height: 180, fps: 10, durationS: 1, sway: 10 }).path;
  const tiny = join(clipDir, 'tiny.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=5', '-t', '1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', tiny]);
  const clips = { video, speech, faces, plates, person, tiny };
  /** A MotionChat job (no video: its row points at a small brief), open for messages. */
  const startMotionChat = async (chat?: { messagesPerRun: number }) => {
    const brief = join(clipDir, 'brief.json');
    writeFileSync(brief, '{}');
    const { userId, fileId, sourceKey } = await harness.seedUserAndFile(brief, 0);
    const jobId = await harness.createJobRow({ userId, fileId, toolId: 'motion_graphics', range: { startS: 0, endS: 0 } });
    const handle = await harness.env.client.workflow.start('motionGraphicsWorkflow', {
      taskQueue: 'app', workflowId: jobId, args: [{ jobId, userId, toolId: 'motion_graphics', plan: 'basic', sourceKey, range: { startS: 0, endS: 0 }, options: {}, ...(chat ? { chat } : {}) }],
    });
    await waitFor(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_export', 60_000);
    const send = (n: number, text: string, extra: { intent?: string; locale?: string } = {}) => handle.executeUpdate(sendChatMessageUpdate, { args: [{ messageId: `record-${jobId}-${n}`, text, ...extra }] });
    return { handle, jobId, send };
  };
  await harness.withWorkers(async () => {
    for (const run of RUNS.filter((r) => wanted(getWorkflowType(r.toolId)))) {
      const clip = clips[run.clip];
      const { userId, fileId, sourceKey } = await harness.seedUserAndFile(clip, 50);
      const durationS = Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', clip], { encoding: 'utf8' }));
      const range = { startS: 0, endS: Math.floor(durationS * 10) / 10 };
      const jobId = await harness.createJobRow({ userId, fileId, toolId: run.toolId, range });
      const handle = await harness.env.client.workflow.start(getWorkflowType(run.toolId), {
        taskQueue: 'app', workflowId: jobId, args: [{ jobId, userId, toolId: run.toolId, plan: 'basic', sourceKey, range, options: run.options }],
      });
      if (run.toolId === 'video_sharpener') {
        // The engine's signals in one history: pause and resume during the preview, then a changed option.
        await waitFor(() => handle.query(jobViewQuery), (v) => v.stage === 'preview');
        await handle.signal(pauseSignal);
        await waitFor(() => handle.query(jobViewQuery), (v) => v.paused);
        await handle.signal(resumeSignal);
        await waitFor(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_export', 120_000);
        await handle.signal(changeOptionsSignal, { options: { strength: 9 } });
        await waitFor(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_export' && v.preview_revision === 1, 120_000);
      }
      if (run.clip === 'faces' || run.clip === 'plates') {
        // Detection, then the user's choice of people (or plates) to blur.
        await waitFor(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_selection', 300_000);
        await handle.signal(selectFacesSignal, { indices: [0] });
      }
      await waitFor(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_export', 180_000);
      await handle.signal(premiumExportSignal);
      await handle.result();
      await save(getWorkflowType(run.toolId), handle);
    }
    if (wanted('subscriptionWorkflow')) {
      // A subscription's first month with a cancellation in it: allowance, the month's end, expiry, continue-as-new.
      const { userId } = await harness.seedUserAndFile(video, 0);
      const input = { userId, subscriptionId: `record-${Date.now()}`, monthlyCredits: 20, billingCycle: 'monthly' as const, startMs: Date.now(), month: 0, canceledOnMs: null, monthMs: 3000 };
      const handle = await harness.env.client.workflow.start('subscriptionWorkflow', { taskQueue: 'app', workflowId: `subscription-${input.subscriptionId}`, args: [input] });
      await handle.signal('cancelSubscription', { canceledOnMs: Date.now() });
      await handle.result();
      await save('subscriptionWorkflow', harness.env.client.workflow.getHandle(handle.workflowId, handle.firstExecutionRunId));
    }
    if (wanted('highlightVideoMakerWorkflow')) {
      // The editor: two inputs, the review with a toggled decision, the free preview, then Premium Export.
      const { userId, fileId, sourceKey } = await harness.seedUserAndFile(speech, 50);
      const second = await harness.addFile(userId, video);
      const jobId = await harness.createJobRow({ userId, fileId, toolId: 'highlight_video_maker', range: { startS: 0, endS: 1 } });
      const handle = await harness.env.client.workflow.start('highlightVideoMakerWorkflow', {
        taskQueue: 'app', workflowId: jobId,
        args: [{ jobId, userId, toolId: 'highlight_video_maker', plan: 'basic', sourceKey, sourceKeys: [sourceKey, second.sourceKey], range: { startS: 0, endS: 1 }, options: { outputLengthS: 10, captions: true } }],
      });
      const review = await waitFor(() => handle.query(jobViewQuery), (v) => v.edit?.phase === 'review', 300_000);
      const removed = review.edit!.decisions.find((d) => !d.kept);
      await handle.signal(toggleDecisionsSignal, { toggled: removed ? [removed.id] : [] });
      await handle.signal(approveEditSignal);
      await waitFor(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_export' && v.outputs.preview !== null, 300_000);
      await handle.signal(premiumExportSignal);
      await handle.result();
      await save('highlightVideoMakerWorkflow', handle);
    }
    if (wanted('oneEditorWorkflow')) {
      // OneEditor: a saved timeline (two clips, a crossfade, a title) exported by a paying user, paused and resumed.
      const pattern = makePatternClip(join(clipDir, 'pattern.mp4'), { rate: { num: 30, den: 1 }, durationS: 4, width: 320, height: 180, audio: true, fileId: 'pending' });
      const { userId, fileId, sourceKey } = await harness.seedUserAndFile(pattern.path, 50);
      const clip = { ...pattern, source: { ...pattern.source, fileId } };
      const doc = timelineProject([
        timelineTrack('v', 'video', [timelineVideo('a', clip, 0, 45, 3), timelineVideo('b', clip, 45, 40, 60)], [{ id: 'x', kind: 'crossfade', fromClipId: 'a', toClipId: 'b', duration: 6, direction: null }]),
        timelineTrack('t', 'text', [timelineTitle('t1', 20, 40, 'Recorded')]),
      ]);
      const jobId = await harness.createJobRow({ userId, fileId, toolId: 'one_editor', range: { startS: 0, endS: 1 } });
      const docKey = `editor-projects/record/docs/${jobId}.json`;
      await harness.storage.put(docKey, Buffer.from(JSON.stringify(doc)));
      const options = { docKey, sources: { [fileId]: sourceKey }, format: 'mp4', loudnorm: true, projectId: 'record', revision: 1 };
      const handle = await harness.env.client.workflow.start('oneEditorWorkflow', {
        taskQueue: 'app', workflowId: jobId, args: [{ jobId, userId, toolId: 'one_editor', plan: 'premium', sourceKey, range: { startS: 0, endS: 1 }, options }],
      });
      await waitFor(() => handle.query(jobViewQuery), (v) => v.stage === 'final', 120_000);
      await handle.signal(pauseSignal);
      await waitFor(() => handle.query(jobViewQuery), (v) => v.paused);
      await handle.signal(resumeSignal);
      await handle.result();
      await save('oneEditorWorkflow', handle);
    }
    if (wanted('playableCopyWorkflow')) {
      // An old camera's AVI (MPEG-4 Part 2): the page cannot play it, so the upload gets an H.264 copy.
      const avi = join(clipDir, 'old-camera.avi');
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=2', '-c:v', 'mpeg4', avi]);
      const { fileId, sourceKey } = await harness.seedUserAndFile(avi, 0);
      const handle = await harness.env.client.workflow.start('playableCopyWorkflow', {
        taskQueue: 'app', workflowId: `playable-${fileId}`, args: [{ fileId, key: sourceKey, outputKey: `uploads/${fileId}/playable.mp4`, durationS: 2, hasAudio: false }],
      });
      await handle.result();
      await save('playableCopyWorkflow', handle);
    }
    if (wanted('mediaThumbnailsWorkflow')) {
      // An upload's poster and scrubbing sprite, made on a compute worker.
      const { fileId, sourceKey } = await harness.seedUserAndFile(video, 0);
      const handle = await harness.env.client.workflow.start('mediaThumbnailsWorkflow', {
        taskQueue: 'app', workflowId: `thumbnails-${fileId}`, args: [{ sourceKey, startS: 0, endS: 14, posterKey: `uploads/${fileId}/poster.jpg`, spriteKey: `uploads/${fileId}/sprite.jpg` }],
      });
      await handle.result();
      await save('mediaThumbnailsWorkflow', handle);
    }
    if (wanted('linkImportWorkflow')) {
      // A Pro user's import of a direct MP4 from a server on loopback (allowed as in development mode): 1 credit.
      const site = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': statSync(video).size });
        createReadStream(video).pipe(res);
      });
      await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
      const { userId } = await harness.seedUserAndFile(video, 5);
      await harness.db.prisma.user.update({ where: { id: userId }, data: { plan: 'pro' } });
      const started = await importFromLink(
        { prisma: harness.db.prisma, getClient: async () => harness.env.client, settings: { maxBytes: 50_000_000, allowLoopback: true } },
        { userId, plan: 'pro', toolId: 'video_sharpener', url: `http://127.0.0.1:${(site.address() as AddressInfo).port}/clip.mp4` },
      );
      if (!started.ok) throw new Error(started.error.code);
      const handle = harness.env.client.workflow.getHandle(getLinkImportWorkflowId(started.fileId));
      await handle.result();
      site.close();
      await save('linkImportWorkflow', handle);
    }
    if (wanted('retentionCleanupWorkflow')) {
      // The sweep with something to sweep: a visitor's file older than the retention (1 ms here).
      await harness.seedUserAndFile(video, 0);
      const handle = await harness.env.client.workflow.start('retentionCleanupWorkflow', { taskQueue: 'app', workflowId: `retention-record-${Date.now()}`, args: [{ guestRetentionMs: 1 }] });
      await handle.result();
      await save('retentionCleanupWorkflow', handle);
    }
    if (wanted('webhookDeliveryWorkflow')) {
      // A delivery the receiver refuses once (500) and then takes: two attempts under the retry policy.
      let calls = 0;
      const receiver = createServer((req, res) => {
        req.resume();
        req.on('end', () => res.writeHead(calls++ === 0 ? 500 : 200).end());
      });
      await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
      const { userId, fileId } = await harness.seedUserAndFile(video, 0);
      const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_sharpener', range: { startS: 0, endS: 1 } });
      const prisma = harness.db.prisma;
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      await prisma.webhookEndpoint.create({ data: { id: `record-${jobId}`, userId, url, secret: 'whsec_record', eventTypes: ['job.completed'] } });
      const payload = { id: `evt_record_${jobId}`, type: 'job.completed', created: new Date().toISOString(), data: { job_id: jobId, tool_id: 'video_sharpener', stage: 'done', status: 'download_ready' } };
      await prisma.jobEvent.create({ data: { id: payload.id, userId, jobId, type: payload.type, payload } });
      await prisma.webhookDelivery.create({ data: { id: `dlv_record_${jobId}`, eventId: payload.id, endpointId: `record-${jobId}` } });
      const handle = await harness.env.client.workflow.start('webhookDeliveryWorkflow', { taskQueue: 'app', workflowId: getWebhookDeliveryWorkflowId(`dlv_record_${jobId}`), args: [{ deliveryId: `dlv_record_${jobId}` }] });
      await handle.result();
      receiver.close();
      await save('webhookDeliveryWorkflow', handle);
    }
    // The ask tool: transcription, then questions answered from the video, then the user leaves (cancelled).
    // `.pictures-after-transcript`: the chat open on the transcript, a visual summary asked at once.
    for (const [name, messages] of [
      ['videoSummarizerChatWorkflow', [{ text: 'What does every tool keep?' }]],
      ['videoSummarizerChatWorkflow.pictures-after-transcript', [{ text: 'Visual summary', intent: 'visual' }, { text: 'Was behält jedes Werkzeug? Zusammenfassung', locale: 'de-DE' }]],
    ] as const) {
      if (!wanted(name)) continue;
      const { userId, fileId, sourceKey } = await harness.seedUserAndFile(speech, 0);
      const range = { startS: 0, endS: 3 };
      const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_summarizer_chat', range });
      const handle = await harness.env.client.workflow.start('videoSummarizerChatWorkflow', {
        taskQueue: 'app', workflowId: jobId, args: [{ jobId, userId, toolId: 'video_summarizer_chat', plan: 'basic', sourceKey, range, options: { mode: 'text' } }],
      });
      await waitFor(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_export', 300_000);
      for (const [i, message] of messages.entries()) await handle.executeUpdate(sendChatMessageUpdate, { args: [{ messageId: `record-${jobId}-${i + 1}`, ...message }] });
      await handle.cancel();
      await handle.result().catch(() => undefined);
      await save(name, handle);
    }
    if (wanted('motionGraphicsWorkflow')) {
      // MotionChat: a prompt, an edit, a render, then the user leaves (cancelled).
      const { handle, send } = await startMotionChat();
      await send(1, 'a 2 second promo for "Kinora" with fast cuts');
      await send(2, 'make it blue');
      await send(3, 'render', { intent: 'render' });
      await waitFor(() => handle.query(jobViewQuery), (v) => v.outputs.preview !== null || v.outputs.final !== null, 300_000);
      await handle.cancel();
      await handle.result().catch(() => undefined);
      await save('motionGraphicsWorkflow', handle);
    }
    if (wanted('motionGraphicsWorkflow.continued')) {
      // A long MotionChat conversation (two messages a run here): the run that continues as new, and the run after it
      // (carried storyboard, a German edit with the user's locale, a render, then the user leaves).
      const { handle, jobId, send } = await startMotionChat({ messagesPerRun: 2 });
      const firstRunId = handle.firstExecutionRunId;
      await send(1, 'a 2 second promo for "Kinora" with fast cuts');
      await send(2, 'make it blue');
      const secondRunId = (await waitFor(() => handle.describe(), (d) => d.runId !== firstRunId, 30_000)).runId;
      await send(3, 'Mach den Text gelb', { locale: 'de-DE' });
      // The second run's second message: it continues as new again; the third run is cancelled as the user leaves.
      await send(4, 'render', { intent: 'render' });
      await waitFor(() => handle.describe(), (d) => d.runId !== secondRunId, 30_000);
      await handle.cancel();
      await handle.result().catch(() => undefined);
      await save('motionGraphicsWorkflow.before-continue', harness.env.client.workflow.getHandle(jobId, firstRunId));
      await save('motionGraphicsWorkflow.continued', harness.env.client.workflow.getHandle(jobId, secondRunId));
    }
    if (wanted('videoBackgroundRemoverWorkflow')) {
      // The background changer: a frame, a click, propagation, then the render of the look.
      const ball = join(clipDir, 'ball.mp4');
      makeMovingObjectClip(ball, { width: 160, height: 90, fps: 10, frames: 10, object: { cx: 40, cy: 45, rx: 17, ry: 14, rgb: [225, 120, 40] }, velocity: { x: 3, y: 0 } });
      const { userId, fileId, sourceKey } = await harness.seedUserAndFile(ball, 100);
      const range = { startS: 0, endS: 1 };
      const jobId = await harness.createJobRow({ userId, fileId, toolId: 'video_background_remover', range });
      const handle = await harness.env.client.workflow.start('videoBackgroundRemoverWorkflow', {
        taskQueue: 'app', workflowId: jobId,
        args: [{ jobId, userId, toolId: 'video_background_remover', plan: 'premium', sourceKey, range, options: { solid_background_color: 'blue', feather: 1 }, creditsAtUpload: 100 }],
      });
      await waitFor(() => handle.query(jobViewQuery), (v) => v.stage === 'awaiting_selection', 300_000);
      await handle.executeUpdate(changerFrameUpdate, { args: [{ frame: 0 }] });
      await handle.executeUpdate(clickMaskUpdate, { args: [{ frame: 0, clicks: [{ x: 40 / 160, y: 45 / 90, include: true }] }] });
      await handle.signal(propagateMasksSignal);
      await waitFor(() => handle.query(jobViewQuery), (v) => v.changer?.propagated === true && v.stage === 'awaiting_selection', 300_000);
      await handle.signal(finishMaskingSignal);
      await handle.result();
      await save('videoBackgroundRemoverWorkflow', handle);
    }
    if (!wanted('toolChainWorkflow')) return;
    const { userId, fileId, sourceKey } = await harness.seedUserAndFile(video, 50);
    const second = await harness.addFile(userId, speech);
    const chain: ToolChainInput = {
      chainId: `chain-record-${Date.now()}`, userId, plan: 'premium', fileIds: [fileId, second.fileId], sourceKeys: [sourceKey, second.sourceKey],
      steps: [{ toolId: 'video_concatenator', options: {} }, { toolId: 'video_lightener', options: { strength: 4 } }],
    };
    const handle = await harness.env.client.workflow.start('toolChainWorkflow', { taskQueue: 'app', workflowId: chain.chainId, args: [chain] });
    await handle.result();
    await save('toolChainWorkflow', handle);
    await save('videoConcatenatorWorkflow', harness.env.client.workflow.getHandle(`${chain.chainId}-step1`));
  });
} finally {
  await harness.close();
  rmSync(clipDir, { recursive: true, force: true });
}
process.exit(0);
