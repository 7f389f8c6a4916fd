import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { JOB_TEST_TIMEOUT_MS, waitFor, waitForProgress, workflowPulse } from '../../test/support/wait-for';
import { countFrames } from '../../test/support/count-frames';
import type { ChatMessageView } from '../../domain/chat/chat-message';
import type { JobView } from '../../domain/jobs/job-view';
import type { MotionPayload } from '../../domain/motion/motion-payload';
import { getStoryboardFrames } from '../../domain/motion/storyboard';
import { jobViewQuery, sendChatMessageUpdate } from './messages';
import type { ToolJobInput } from './tool-job-input';
import type { PlanId } from '../../domain/plans';
import { sendChatMessage } from '../../server/temporal/chat-gateway';

let harness: JobHarness;
let dir: string;
beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-motion-'));
}, 120_000);
afterAll(async () => {
  await harness?.close();
  rmSync(dir, { recursive: true, force: true });
});

let messageCount = 0;
const motionOf = (message: ChatMessageView) => (message.payload as unknown as MotionPayload).motion;

async function startMotionChat(setup: { plan?: PlanId; credits?: number; options?: Record<string, unknown>; messagesPerRun?: number } = {}) {
  const plan = setup.plan ?? 'basic';
  // A MotionChat project has no video: its row points at the brief (a small file) like any job points at its input.
  const brief = join(dir, 'brief.json');
  writeFileSync(brief, '{}');
  const { userId, fileId, sourceKey } = await harness.seedUserAndFile(brief, setup.credits ?? 0);
  const jobId = await harness.createJobRow({ userId, fileId, toolId: 'motion_graphics', range: { startS: 0, endS: 0 } });
  if (plan !== 'basic') {
    await harness.db.prisma.user.update({ where: { id: userId }, data: { plan } });
    await harness.db.prisma.job.update({ where: { id: jobId }, data: { plan } });
  }
  const input: ToolJobInput = { jobId, userId, toolId: 'motion_graphics', plan, sourceKey, range: { startS: 0, endS: 0 }, options: setup.options ?? {}, ...(setup.messagesPerRun ? { chat: { messagesPerRun: setup.messagesPerRun } } : {}) };
  const handle = await harness.env.client.workflow.start('motionGraphicsWorkflow', { taskQueue: 'app', workflowId: jobId, args: [input] });
  let view: JobView = await handle.query(jobViewQuery);
  await waitForProgress(async () => (view = await handle.query(jobViewQuery)), () => view.stage === 'awaiting_export' || view.stage === 'failed', { intervalMs: 200, pulse: () => workflowPulse(handle) });
  const send = (text: string, intent?: string) => handle.executeUpdate(sendChatMessageUpdate, { args: [{ messageId: `motion-msg-${++messageCount}`, text, ...(intent ? { intent } : {}) }] });
  return { handle, view, jobId, send };
}

describe('MotionChat end to end', () => {
  it('plans from the prompt, edits only what a message asks, and renders the planned duration, size and colours (Basic: 720p, watermarked)', async () => {
    await harness.withWorkers(async () => {
      const { handle, view, jobId, send } = await startMotionChat();
      expect(view.stage).toBe('awaiting_export');

      const planned = motionOf(await send('a 4 second promo for "Acme Rockets" with fast launches'));
      expect(planned.action).toBe('planned');
      expect(planned.planner).toBe('templates');
      const storyboard = planned.storyboard!;
      expect(getStoryboardFrames(storyboard)).toBe(120);
      expect(storyboard.scenes[0]!.texts[0]!.text).toBe('Acme Rockets');

      const edited = motionOf(await send('make it blue'));
      expect(edited.changes).toEqual([{ kind: 'background_colour', color: '#1d4ed8' }]);
      const blue = edited.storyboard!;
      expect(blue.scenes.map((s) => s.texts)).toEqual(storyboard.scenes.map((s) => s.texts));
      expect(blue.scenes.map((s) => s.durationFrames)).toEqual(storyboard.scenes.map((s) => s.durationFrames));
      expect({ ...blue, scenes: null, palette: null }).toEqual({ ...storyboard, scenes: null, palette: null });

      const rendered = await send('render', 'render');
      const render = motionOf(rendered).render!;
      expect(render).toMatchObject({ width: 1280, height: 720, watermark: true, transparent: false, durationS: 4 });
      expect(rendered.attachments).toEqual([{ kind: 'video', name: 'render-1.mp4', startS: 0, endS: 4 }]);
      const path = join(harness.storageDir, render.key);
      expect(render.key).toBe(`jobs/${jobId}/chat/render-1.mp4`);
      const counted = countFrames(path);
      expect(counted.frames).toBe(120);
      const size = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', path], { encoding: 'utf8' }).trim();
      expect(size).toBe('1280,720');
      // Mid-way through the second scene, the top-left corner shows the planned gradient's starting colour: blue.
      const frame = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', `select=eq(n\\,${storyboard.scenes[0]!.durationFrames + 30})`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: 1280 * 720 * 3 + 1024 });
      const [r, g, b] = [frame[0]!, frame[1]!, frame[2]!];
      expect(b).toBeGreaterThan(150);
      expect(r).toBeLessThan(80);
      expect(g).toBeLessThan(110);

      const after = await handle.query(jobViewQuery);
      expect(after.stage).toBe('awaiting_export');
      expect(after.outputs.preview).toBe(render.key);
      const history = await harness.db.prisma.chatMessage.findMany({ where: { jobId }, orderBy: { createdAt: 'asc' } });
      expect(history.filter((m) => m.role === 'user').map((m) => m.text)).toEqual(['a 4 second promo for "Acme Rockets" with fast launches', 'make it blue', 'render']);
      await handle.cancel();
    });
  }, JOB_TEST_TIMEOUT_MS);
  it('places the user\'s uploaded image in its scene and their logo in the top-right corner of every scene (Pro: 1080p)', async () => {
    await harness.withWorkers(async () => {
      // Two uploads in storage, as the server leaves them: a green picture and a magenta logo.
      const upload = async (name: string, colour: string, size: number) => {
        const path = join(dir, name);
        execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `color=c=${colour}:s=${size}x${size}`, '-frames:v', '1', '-y', path]);
        const key = `uploads/${name.replace('.', '-')}/source`;
        await harness.storage.storeLocalFile(path, key);
        return key;
      };
      const imageKey = await upload('green.png', '0x00c000', 300);
      const logoKey = await upload('logo.png', '0xff00ff', 120);
      const { handle, send } = await startMotionChat({ plan: 'pro', credits: 10, options: { imageKeys: [imageKey], logoKey } });

      const planned = motionOf(await send('a 4 second promo for "Green Bowls" with fresh salads'));
      const storyboard = planned.storyboard!;
      expect(storyboard.logo).toEqual({ key: logoKey, corner: 'top-right' });
      expect(storyboard.scenes[0]!.images.map((i) => i.key)).toEqual([imageKey]);
      expect(planned.imagesFound).toBe(0);

      const render = motionOf(await send('render', 'render')).render!;
      expect(render).toMatchObject({ width: 1920, height: 1080, watermark: false });
      const path = join(harness.storageDir, render.key);
      const frameAt = (index: number) => execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', `select=eq(n\\,${index})`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: 1920 * 1080 * 3 + 1024 });
      const pixel = (rgb: Buffer, x: number, y: number) => [...rgb.subarray((y * 1920 + x) * 3, (y * 1920 + x) * 3 + 3)];
      const near = (rgb: number[], [r, g, b]: number[]) => Math.abs(rgb[0]! - r!) < 30 && Math.abs(rgb[1]! - g!) < 30 && Math.abs(rgb[2]! - b!) < 30;
      const first = storyboard.scenes[0]!.durationFrames;
      const late = frameAt(first - 3);
      // The split layout's picture box (x 0.55-0.95, y 0.15-0.85): the uploaded picture, scaled into it.
      expect(near(pixel(late, Math.round(1920 * 0.75), 540), [0, 192, 0])).toBe(true);
      // The logo: 12% of the short side, 4% from the top and right edges, in the first scene and the last.
      const logoCentre = [1920 - 43 - 65, 43 + 65] as const;
      expect(near(pixel(late, ...logoCentre), [255, 0, 255])).toBe(true);
      expect(near(pixel(frameAt(countFrames(path).frames - 2), ...logoCentre), [255, 0, 255])).toBe(true);
      // Outside both: the background, not green and not magenta.
      const corner = pixel(late, 20, 1060);
      expect(near(corner, [0, 192, 0]) || near(corner, [255, 0, 255])).toBe(false);
      await handle.cancel();
    });
  }, JOB_TEST_TIMEOUT_MS);
  it('a long conversation continues in a new run of the same job, and the next edit applies to the storyboard it had', async () => {
    await harness.withWorkers(async () => {
      // Two messages per run instead of 200, so the switch happens within the test.
      const { handle, jobId, send } = await startMotionChat({ messagesPerRun: 2 });
      const firstRunId = (await handle.describe()).runId;
      const planned = motionOf(await send('a 4 second promo for "Acme Rockets" with fast launches')).storyboard!;
      const blue = motionOf(await send('make it blue')).storyboard!;

      // The second message ended the first run: it continued as new, and the job's id now names a new run.
      await waitFor(() => handle.describe(), (d) => d.runId !== firstRunId, 120_000, 200);
      const firstRun = harness.env.client.workflow.getHandle(jobId, firstRunId);
      expect((await firstRun.describe()).status.name).toBe('CONTINUED_AS_NEW');
      const events = (await firstRun.fetchHistory()).events ?? [];
      expect(events.at(-1)?.workflowExecutionContinuedAsNewEventAttributes).toBeTruthy();
      expect((await handle.query(jobViewQuery)).stage).toBe('awaiting_export');

      // The server's handle (by job id) reaches the new run; the edit applies to the blue storyboard, nothing else
      // lost. Written in German by a user whose interface is in German: the locale travels with the message.
      const added = motionOf(await sendChatMessage({ getClient: async () => harness.env.client }, jobId, { messageId: `motion-msg-${++messageCount}`, text: 'Füge eine Szene über Preise hinzu', locale: 'de-DE' }));
      expect(added.changes).toEqual([expect.objectContaining({ kind: 'scene_added', title: 'Preise' })]);
      expect(added.storyboard!.palette.background).toBe('#1d4ed8');
      expect(added.storyboard!.scenes.length).toBe(blue.scenes.length + 1);
      expect(added.storyboard!.scenes[0]!.texts[0]!.text).toBe(planned.scenes[0]!.texts[0]!.text);
      const rendered = await send('render', 'render');
      // Render names stay unique across runs (this is the conversation's first render).
      expect(rendered.attachments[0]!.name).toBe('render-1.mp4');
      const history = await harness.db.prisma.chatMessage.findMany({ where: { jobId, role: 'user' }, orderBy: { createdAt: 'asc' } });
      expect(history.map((m) => m.text)).toEqual(['a 4 second promo for "Acme Rockets" with fast launches', 'make it blue', 'Füge eine Szene über Preise hinzu', 'render']);
      await handle.cancel();
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('messages sent together while the conversation switches runs are each answered once, and every edit is kept', async () => {
    await harness.withWorkers(async () => {
      // A new run after every message: the edits below race the switches.
      const { handle, jobId, send } = await startMotionChat({ messagesPerRun: 1 });
      const planned = motionOf(await send('a 6 second promo for "Acme Rockets" with fast launches')).storyboard!;
      const replies = await Promise.all(['make it blue', 'square', 'no music'].map((text) => send(text)));
      expect(replies.map((r) => motionOf(r).action)).toEqual(['edited', 'edited', 'edited']);
      const last = motionOf(await send('shorter')).storyboard!;
      expect(last.palette.background).toBe('#1d4ed8');
      expect(last.aspect).toBe('1:1');
      expect(last.music).toBeNull();
      expect(getStoryboardFrames(last)).toBeLessThan(getStoryboardFrames(planned));
      const users = await harness.db.prisma.chatMessage.findMany({ where: { jobId, role: 'user' } });
      expect(users).toHaveLength(5);
      await handle.cancel();
    });
  }, JOB_TEST_TIMEOUT_MS);

  it('a message sent again after the conversation switched runs gets its first reply, and its edit is not applied twice', async () => {
    await harness.withWorkers(async () => {
      const { handle, jobId } = await startMotionChat({ messagesPerRun: 1 });
      const gateway = { getClient: async () => harness.env.client };
      const send = (messageId: string, text: string) => sendChatMessage(gateway, jobId, { messageId, text });
      const planned = motionOf(await send('retry-msg-plan', 'a 10 second promo for "Acme Rockets" with fast launches')).storyboard!;
      const runBefore = (await handle.describe()).runId;
      const shorter = await send('retry-msg-shorter', 'shorter');
      await waitFor(() => handle.describe(), (d) => d.runId !== runBefore, 120_000, 200);
      // The client retries the same request (same message id): a new run, the same reply.
      const again = await send('retry-msg-shorter', 'shorter');
      expect(again).toEqual(shorter);
      const blue = motionOf(await send('retry-msg-blue', 'make it blue')).storyboard!;
      expect(getStoryboardFrames(blue)).toBe(getStoryboardFrames(motionOf(shorter).storyboard!));
      expect(getStoryboardFrames(blue)).toBeLessThan(getStoryboardFrames(planned));
      expect(await harness.db.prisma.chatMessage.count({ where: { jobId, role: 'user' } })).toBe(3);
      await handle.cancel();
    });
  }, JOB_TEST_TIMEOUT_MS);
});
