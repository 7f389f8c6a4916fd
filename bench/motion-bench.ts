import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { planStoryboard } from '../domain/motion/plan-storyboard';
import { getStoryboardDurationS } from '../domain/motion/storyboard';
import { getMotionEncoder } from '../temporal/activities/motion/build-motion-segment-job';
import { renderStoryboard } from '../temporal/activities/motion/render-storyboard';
import { runFfmpeg } from '../temporal/activities/media/run-ffmpeg';

type Row = (...cells: (string | number)[]) => void;

/** CPU seconds (user + system) used so far by this process's finished children (ffmpeg), from /proc. */
function childCpuS(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // Fields 16 and 17 of stat (cutime, cstime), counted from after the command name: indexes 13 and 14.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

async function timed(work: () => Promise<unknown>): Promise<{ wallS: number; cpuS: number }> {
  const cpu = childCpuS();
  const start = performance.now();
  await work();
  return { wallS: (performance.now() - start) / 1000, cpuS: childCpuS() - cpu };
}

/**
 * 10. MotionChat: a 15 s 1080p storyboard (5 scenes: gradients, shapes, animated titles, transitions, watermark, music)
 * rendered as the engine renders it (segments of whole scenes, one ffmpeg each, 2 at a time, then the assembly), against the baseline of
 * encoding a static colour clip of the same size and length with the same encoder settings in one ffmpeg, and against
 * that clip at the previous encoder settings (x264 veryfast).
 */
export async function runMotionBench(row: Row, parent: string, durationS = 15): Promise<void> {
  const dir = mkdtempSync(join(parent, 'motion-'));
  const storyboard = planStoryboard(`a ${durationS} second commercial for "Acme Rockets" with fast launches, safe landings and fair prices. Visit acme.com`);
  const fps = storyboard.fps;
  const baseline = await timed(() =>
    runFfmpeg({
      inputs: [{ path: `color=c=0x1d3557:s=${storyboard.width}x${storyboard.height}:r=${fps}:d=${durationS}`, options: ['-f', 'lavfi'] }],
      outputOptions: [...getMotionEncoder(false, fps), '-y'],
      output: join(dir, 'baseline.mp4'),
      outputDurationS: durationS,
    }),
  );
  // The previous encoder settings (x264 veryfast) on the same clip: what the renderer's encoder choice saves.
  const veryfast = await timed(() =>
    runFfmpeg({
      inputs: [{ path: `color=c=0x1d3557:s=${storyboard.width}x${storyboard.height}:r=${fps}:d=${durationS}`, options: ['-f', 'lavfi'] }],
      outputOptions: [...getMotionEncoder(false, fps).map((option) => (option === 'ultrafast' ? 'veryfast' : option)), '-y'],
      output: join(dir, 'baseline-veryfast.mp4'),
      outputDurationS: durationS,
    }),
  );
  const ours = await timed(() => renderStoryboard(storyboard, dir, { watermark: 'Kinora preview', music: { path: '/usr/share/sonic-pi/samples/loop_compus.flac', volume: 0.35 }, concurrency: 2 }));
  const seconds = getStoryboardDurationS(storyboard);
  row(`10a. MotionChat: ${seconds} s ${storyboard.width}x${storyboard.height} render, wall`, 'static colour encode', baseline.wallS, 'storyboard render', ours.wallS, 'ratio', ours.wallS / baseline.wallS);
  row(`10b. MotionChat: same, ffmpeg CPU seconds`, 'static colour encode', baseline.cpuS, 'storyboard render', ours.cpuS, 'ratio', ours.cpuS / baseline.cpuS);
  row(`10d. MotionChat: render CPU against a static colour encode at x264 veryfast (the previous encoder)`, 'static colour encode, veryfast', veryfast.cpuS, 'storyboard render', ours.cpuS, 'ratio', ours.cpuS / veryfast.cpuS);
  row(`10c. MotionChat: render speed`, 'video s', seconds, 'wall s', ours.wallS, 'x real time', seconds / ours.wallS);
}
