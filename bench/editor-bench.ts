import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { buildEditClipJob } from '../temporal/activities/editor/build-edit-clip-job';
import { runFfmpeg } from '../temporal/activities/media/run-ffmpeg';
import { getFaceDetector } from '../temporal/activities/models/warm-models';
import { detectFacesInFile, FACE_DETECT_SIDE, FACE_MIN_SCORE, FACE_SAMPLE_FPS } from '../temporal/activities/understanding/detect-faces-in-file';
import { makeFaceClip } from '../test/support/make-face-clip';

type Row = (...cells: (string | number)[]) => void;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [(performance.now() - start) / 1000, result];
}

/**
 * 8b. The editor's framing and time-lapse passes on a 720p clip of `seconds`:
 * - face analysis (decode at 2 frames a second through the pipe, BlazeFace on each) against the bare detector loop on
 *   the same frames already in memory: what the pipeline costs on top of inference, and seconds per input minute;
 * - a clip rendered at 4x (every 4th frame, sound dropped) against the same clip at normal speed: seconds per second of
 *   source footage.
 */
export async function runEditorBench(dir: string, row: Row, seconds: number): Promise<void> {
  const fps = 25;
  const clip = makeFaceClip(join(dir, 'editor-faces.mp4'), { width: 1280, height: 720, fps, durationS: seconds, audio: true, walkers: [{ scale: 2.4, startX: -400, y: -60, speed: 40 }] });
  const media = { width: 1280, height: 720, fps, durationS: seconds };
  const detector = await getFaceDetector();
  const detect = (frame: { data: Uint8Array; width: number; height: number }) => detector.detect(frame, { minScore: FACE_MIN_SCORE, tiles: false });

  // Baseline: the sampled frames decoded beforehand (at the detection size), then the detector alone over them.
  const [dw, dh] = [FACE_DETECT_SIDE, Math.round((FACE_DETECT_SIDE * 720) / 1280 / 2) * 2];
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', clip.path, '-vf', `fps=${FACE_SAMPLE_FPS},scale=${dw}:${dh}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: dw * dh * 3 * (seconds * FACE_SAMPLE_FPS + 4) });
  const frames = Math.floor(raw.length / (dw * dh * 3));
  await detect({ data: new Uint8Array(raw.subarray(0, dw * dh * 3)), width: dw, height: dh }); // warm-up
  const [bareS] = await timed(async () => {
    for (let n = 0; n < frames; n++) await detect({ data: new Uint8Array(raw.buffer, raw.byteOffset + n * dw * dh * 3, dw * dh * 3), width: dw, height: dh });
  });
  const [facesS, analysis] = await timed(() => detectFacesInFile(clip.path, media, detect, { model: 'blazeface' }));
  const found = analysis.samples.filter((s) => s.faces.length > 0).length / analysis.samples.length;
  row(`8b. editor: face analysis, ${seconds} s 720p (${Math.round(found * 100)}% of samples with the face)`, 'bare detector s', bareS, 'pass s', facesS, 'ratio', facesS / bareS);
  row('8b. editor: face analysis per input minute', 's', (facesS / seconds) * 60, '', '', '', '');

  // Time-lapse: the whole clip at 4x against the whole clip at 1x (same filters, same encoder).
  const render = (speed: number) =>
    timed(() => runFfmpeg(buildEditClipJob({ inputPath: clip.path, startS: 0, frames: Math.round((seconds * fps) / speed), fps, filterChain: 'scale=1280:720,setsar=1,format=yuv420p', outputPath: join(dir, `speed-${speed}.mov`), speed, speedSound: 'drop' })));
  const [normalS] = await render(1);
  const [fastS] = await render(4);
  row(`8b. editor: time-lapse render of ${seconds} s 720p at 4x`, '1x s', normalS, '4x s', fastS, 'ratio', fastS / normalS);
}
