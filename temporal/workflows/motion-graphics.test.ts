import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { waitFor } from '../../test/support/wait-for';
import { countFrames } from '../../test/support/count-frames';
import type { ChatMessageView } from '../../domain/chat/chat-message';
import type { JobView } from '../../domain/jobs/job-view';
import type { MotionPayload } from '../../domain/motion/motion-payload';
import { getStoryboardFrames } from '../../domain/motion/storyboard';
import { jobViewQuery, sendChatMessageUpdate } from './messages';
import type { ToolJobInput } from './tool-job-input';

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

async function startMotionChat() {
  // A MotionChat project has no video: its row points at the brief (a small file) like any job points at its input.
  const brief = join(dir, 'brief.json');
  writeFileSync(brief, '{}');
  const { userId, fileId, sourceKey } = await harness.seedUserAndFile(brief, 0);
  const jobId = await harness.createJobRow({ userId, fileId, toolId: 'motion_graphics', range: { startS: 0, endS: 0 } });
  const input: ToolJobInput = { jobId, userId, toolId: 'motion_graphics', plan: 'basic', sourceKey, range: { startS: 0, endS: 0 }, options: {} };
  const handle = await harness.env.client.workflow.start('motionGraphicsWorkflow', { taskQueue: 'app', workflowId: jobId, args: [input] });
  let view: JobView = await handle.query(jobViewQuery);
  await waitFor(async () => (view = await handle.query(jobViewQuery)), () => view.stage === 'awaiting_export' || view.stage === 'failed', 60_000, 200);
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
  }, 240_000);
});
