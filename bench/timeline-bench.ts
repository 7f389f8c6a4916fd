import { execFileSync } from 'node:child_process';
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProjectDoc } from '../domain/editing/timeline/project-doc';
import { startJobHarness } from '../test/support/job-harness';
import { makePatternClip, project, title, track, video, type TimelineSourceClip } from '../test/support/make-timeline-project';
import { workflowResultWithProgress } from '../test/support/wait-for';
import type { ToolJobInput } from '../temporal/workflows/tool-job-input';

type Row = (...cells: (string | number)[]) => void;

/**
 * CPU seconds used so far by this process and its finished children (ffmpeg runs: the worker's and the hand-written
 * command's), from /proc (clock ticks of 1/100 s): the figure a loaded machine does not blur.
 */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  const own = process.cpuUsage();
  return (Number(fields[13]) + Number(fields[14])) / 100 + (own.user + own.system) / 1e6;
}

const RATE = 30;
const CROSSFADE = 8;

/** The bench's timeline: `cuts + 1` clips alternating between two sources, a crossfade on the first cut, three titles. */
function makeBenchProject(a: TimelineSourceClip, b: TimelineSourceClip, seconds: number, cuts: number, width: number, height: number, titleText: string): ProjectDoc {
  const total = seconds * RATE;
  const length = Math.floor(total / (cuts + 1));
  const clips = Array.from({ length: cuts + 1 }, (_, i) => video(`c${i}`, i % 2 === 0 ? a : b, i * length, i === cuts ? total - i * length : length, 7 + i * 3));
  const titles = [0.1, 0.45, 0.8].map((at, i) => title(`t${i}`, Math.floor(total * at), 3 * RATE, i === 1 ? titleText : `Title ${i + 1}`));
  return project([track('v', 'video', clips, [{ id: 'x', kind: 'crossfade', fromClipId: 'c0', toClipId: 'c1', duration: CROSSFADE, direction: null }]), track('t', 'text', titles)], { width, height });
}

/**
 * The same output as one hand-written ffmpeg command: every clip seeked and trimmed in frames, the crossfade by xfade
 * and acrossfade, the rest concatenated, the titles by drawtext, encoded once with the segments' settings.
 */
function handWrittenCommand(doc: ProjectDoc, paths: Record<string, string>, fontFile: string, titleDir: string, output: string): string[] {
  const [videoTrack, textTrack] = doc.tracks;
  const args: string[] = ['-v', 'error', '-y'];
  const graph: string[] = [];
  const clips = videoTrack!.clips.filter((c) => c.kind === 'video');
  clips.forEach((clip, i) => {
    // The crossfade's handles: the first clip runs 4 frames longer, the second starts 4 earlier.
    const before = i === 1 ? CROSSFADE / 2 : 0;
    const after = i === 0 ? CROSSFADE / 2 : 0;
    args.push('-ss', ((clip.in - before - 0.5) / RATE).toFixed(6), '-t', ((clip.duration + before + after + 2) / RATE).toFixed(6), '-i', paths[clip.source.fileId]!);
    graph.push(`[${i}:v]trim=end_frame=${clip.duration + before + after},setpts=PTS-STARTPTS,scale=${doc.size.width}:${doc.size.height},format=yuv420p[v${i}]`);
    graph.push(`[${i}:a]atrim=end_sample=${Math.round(((clip.duration + before + after) * 48000) / RATE)},asetpts=PTS-STARTPTS,aresample=48000[a${i}]`);
  });
  graph.push(`[v0][v1]xfade=transition=fade:duration=${CROSSFADE / RATE}:offset=${(clips[0]!.duration - CROSSFADE / 2) / RATE}[x]`);
  graph.push(`[a0][a1]acrossfade=d=${CROSSFADE / RATE}:c1=tri:c2=tri[xa]`);
  const rest = clips.slice(2).map((_, i) => `[v${i + 2}][a${i + 2}]`).join('');
  graph.push(`[x][xa]${rest}concat=n=${clips.length - 1}:v=1:a=1[cv][ca]`);
  const draw = textTrack!.clips.map((clip, i) => {
    const path = join(titleDir, `title-${i}.txt`);
    writeFileSync(path, clip.kind === 'text' ? clip.text : '');
    return `drawtext=fontfile=${fontFile}:textfile=${path}:fontsize=${Math.round(0.2 * doc.size.height)}:fontcolor=#ffffff:borderw=${Math.round(0.08 * 0.2 * doc.size.height)}:bordercolor=#000000:x=w/2-tw/2:y=h*0.8-th/2:enable='between(n,${clip.start},${clip.start + clip.duration - 1})'`;
  });
  graph.push(`[cv]${draw.join(',')},format=yuv420p[v]`);
  const graphPath = join(titleDir, 'hand.txt');
  writeFileSync(graphPath, graph.join(';\n'));
  return [...args, '-filter_complex_script', graphPath, '-map', '[v]', '-map', '[ca]', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '192k', '-movflags', '+faststart', output];
}

/**
 * 20. OneEditor's export: a timeline of `cuts` cuts, a crossfade and three titles, through the workflow on one cpu
 * worker, against one hand-written ffmpeg command making the same output; then the re-export after a title change.
 */
export async function runTimelineBench(row: Row, dir: string, options: { seconds: number; width: number; height: number; cuts: number }) {
  const { seconds, width, height, cuts } = options;
  const a = makePatternClip(join(dir, 'timeline-a.mp4'), { rate: { num: RATE, den: 1 }, durationS: seconds + 8, width, height, audio: true, fileId: 'bench-a' });
  const b = makePatternClip(join(dir, 'timeline-b.mp4'), { rate: { num: RATE, den: 1 }, durationS: seconds + 8, width, height, audio: true, fileId: 'bench-b' });
  const doc = makeBenchProject(a, b, seconds, cuts, width, height, 'The middle title');
  const fontFile = execFileSync('fc-match', ['-f', '%{file}', 'Noto Sans:style=Bold'], { encoding: 'utf8' });
  const handOutput = join(dir, 'timeline-hand.mp4');
  const handStart = performance.now();
  const handCpuStart = cpuSeconds();
  execFileSync('ffmpeg', handWrittenCommand(doc, { 'bench-a': a.path, 'bench-b': b.path }, fontFile, dir, handOutput));
  const handS = (performance.now() - handStart) / 1000;
  const handCpuS = cpuSeconds() - handCpuStart;

  const harness = await startJobHarness();
  try {
    for (const clip of [a, b]) await harness.storage.put(`uploads/${clip.source.fileId}/source`, createReadStream(clip.path));
    const { userId, fileId } = await harness.seedUserAndFile(a.path, 1000);
    const exportOnce = async (saved: ProjectDoc, n: number) => {
      const jobId = await harness.createJobRow({ userId, fileId, toolId: 'one_editor', range: { startS: 0, endS: 1 } });
      const docKey = `editor-projects/bench/docs/${n}.json`;
      await harness.storage.put(docKey, Buffer.from(JSON.stringify(saved)));
      const sources = { 'bench-a': 'uploads/bench-a/source', 'bench-b': 'uploads/bench-b/source' };
      const input: ToolJobInput = { jobId, userId, toolId: 'one_editor', plan: 'premium', sourceKey: sources['bench-a'], range: { startS: 0, endS: 1 }, options: { docKey, sources, format: 'mp4', loudnorm: false, projectId: 'bench', revision: n } };
      const start = performance.now();
      const cpuStart = cpuSeconds();
      const handle = await harness.env.client.workflow.start('oneEditorWorkflow', { taskQueue: 'app', workflowId: jobId, args: [input] });
      const view = await workflowResultWithProgress(handle);
      return { s: (performance.now() - start) / 1000, cpuS: cpuSeconds() - cpuStart, view };
    };
    const [first, second] = await harness.withWorkers(async () => [await exportOnce(doc, 1), await exportOnce(makeBenchProject(a, b, seconds, cuts, width, height, 'The middle title, retyped'), 2)] as const, { gpuWorkers: false });
    const frames = (path: string) => Number(execFileSync('ffprobe', ['-v', 'error', '-count_packets', '-select_streams', 'v:0', '-show_entries', 'stream=nb_read_packets', '-of', 'csv=p=0', path], { encoding: 'utf8' }));
    const label = `${seconds} s ${height}p, ${cuts} cuts, a crossfade, 3 titles`;
    row(`20a. OneEditor export, ${label} (frames ${frames(join(harness.storageDir, first.view.outputs.final!))} vs ${frames(handOutput)})`, 'one ffmpeg command', handS, 'oneEditorWorkflow, 1 cpu worker', first.s, 'ratio', first.s / handS);
    row(`20a. the same, CPU seconds (ffmpeg, and the workers' own process for Kinora)`, 'one ffmpeg command', handCpuS, 'oneEditorWorkflow', first.cpuS, 'ratio', first.cpuS / handCpuS);
    row(`20b. OneEditor re-export after a title change, ${label}`, 'first export', first.s, 're-export', second.s, 'ratio', second.s / first.s);
    row('20b. the same, CPU seconds', 'first export', first.cpuS, 're-export', second.cpuS, 'ratio', second.cpuS / first.cpuS);
  } finally {
    await harness.close();
  }
}
